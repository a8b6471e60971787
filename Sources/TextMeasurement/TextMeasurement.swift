// Placeholder: the text layer lands with issue 4.
