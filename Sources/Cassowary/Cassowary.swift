// Placeholder: the solver lands with issue 3.
