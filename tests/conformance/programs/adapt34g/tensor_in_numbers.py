"""``in`` between Tensors and sequences of numbers in graph code (MindSpore 2.10): a Tensor is compared with the
sequence's Tensors only, so ``x[0] in (1.5, 2)`` is False even where x[0] is 1.5 (``not in``: True; a (3,) Tensor in
[1, 2] the 0-d False), while ``x[0] in (2, x[0] * 1)`` / ``x[0] in [Tensor(1.5)]`` compare values; a Python number
in a sequence of Tensors only (``1.5 in (x[0],)``) is its TypeError "For InSequence, the list existing item abstract
... is not same with the new added item abstract ...", and in a mixed one compares in order (``1.5 in (1, x[0])``
True).  msgraph had compared the Tensor with the numbers elementwise (True / [True, True, False]) and taken the
number in the Tensors.  PyNative is Python's ``in``.  Found by adapting st compiler/graph_syntax/test_contains.py
(session 34, adapt34g)."""
import numpy as np

from mindspore import Tensor, jit
from _conf import emit_error


@jit
def scalar_in_numbers(x):
    return x[0] in (1.5, 2), x[0] in [1.5, 2], x[0] not in (1.5, 2), x[2] in (3, 2)


@jit
def vector_in_numbers(x):
    return x in [1, 2]


@jit
def tensor_in_tensors(x):
    return x[0] in (x[0], 2), x[0] in [Tensor(1.5)], x[0] in (2, x[0] * 1), x[0] in (x[1], x[0])


@jit
def number_in_tensors(x):
    return 1.5 in (x[0],)


@jit
def number_in_mixed(x):
    return 1.5 in (1, x[0]), 1 in [1, x], "a" in ("a", x)


x = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
emit_error("scalar in numbers", scalar_in_numbers, x)
emit_error("vector in numbers", vector_in_numbers, x)
emit_error("tensor in tensors", tensor_in_tensors, x)
emit_error("number in mixed", number_in_mixed, x)
emit_error("number in tensors", number_in_tensors, x)
