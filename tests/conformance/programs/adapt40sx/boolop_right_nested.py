"""adapt40sx: ``and`` / ``or`` chains of three operands with a Tensor first in graph code (MindSpore 2.10 CPU; adapted
from st compiler/syntax/simple_expression/test_logic_and.py / test_logic_or.py).

MindSpore nests the operator to the right: ``t and a and b`` is ``t and (a and b)``, so with ``a`` a constant the
rest folds first (``t and None and 5`` is ``t and None``: None or ``t``, chosen when the graph runs).  msgraph folded
to the left, ``(t and None) and 5``, and joined the run-time None-or-Tensor with 5: its TypeError "Cannot join"."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


@ms.jit
def and_none_5(x):
    return x and None and 5


@ms.jit
def or_none_none(x):
    return x or None or None


@ms.jit
def and_tensors(x, y, z):
    return x and y and z


@ms.jit
def or_tensors(x, y, z):
    return x or y or z


@ms.jit
def and_not_chain(x, y, z):
    return x and not y and z


class Net(nn.Cell):
    def construct(self, x):
        return x and None and 5


T = lambda v: Tensor(np.array(v, np.int32))
emit_error("and_none_5_true", lambda: and_none_5(T(1)))
emit_error("and_none_5_false", lambda: and_none_5(T(0)))
emit_error("or_none_none_true", lambda: or_none_none(T(2)))
emit_error("or_none_none_false", lambda: or_none_none(T(0)))
emit_error("and_tensors", lambda: and_tensors(T(1), T(2), T(3)))
emit_error("and_tensors_mid0", lambda: and_tensors(T(1), T(0), T(3)))
emit_error("or_tensors", lambda: or_tensors(T(0), T(0), T(3)))
emit_error("and_not_chain", lambda: and_not_chain(T(1), T(0), T(4)))
emit_error("cell_and_none_5", lambda: Net()(T(1)))
