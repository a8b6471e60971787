// Placeholder: the template model lands with issue 2.
