"""Eager (PyNative) automatic differentiation API: GradOperation, grad, value_and_grad."""
from .grad import (  # noqa: F401
    GradFunction, GradOperation, check_cell_bprop_signature, get_grad, grad, is_tensor_arg, value_and_grad,
)
