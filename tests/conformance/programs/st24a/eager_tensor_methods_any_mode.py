"""tests/st/compiler/graph_syntax/python_builtin_functions/test_round.py::test_fallback_round_tensor_decimals
adapted: a Tensor's Python methods run with PyNative semantics outside compiled code whatever the context mode
(``set_context(mode=GRAPH_MODE)`` compiles Cells and @jit functions only), and a constant Tensor's method inside
@jit is graph code also in PyNative mode.  MindSpore 2.10 at Python level: ``round(t, 0)`` is a TypeError
(``Tensor.__round__`` takes no ndigits), ``t * [..]`` / ``t / (..)`` / ``[..] % t`` are TypeErrors; inside
@jit, ``round(const, 0)`` and ``const * [..]`` compile.  msgraph chose by the context mode: in Graph mode its
eager ``round(t, 0)`` / ``t * list`` ran, and in PyNative mode @jit refused ``round(const, 0)``."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, jit
from _conf import emit, emit_error

x = Tensor(np.array([0.4, 1.6, 9.9], np.float32))

# eager, at Python level (both modes)
emit("round_no_digits", round(x))
emit_error("round_digits_0", lambda: round(x, 0))
emit_error("round_digits_1", lambda: round(x, 1))
emit_error("mul_list", lambda: x * [1.0, 2.0, 3.0])
emit_error("div_tuple", lambda: x / (1.0, 2.0, 3.0))
emit_error("rmod_list", lambda: [1.0, 2.0, 3.0] % x)
emit("add_list", x + [1.0, 2.0, 3.0])


@jit
def round_const(a):
    return round(Tensor(np.array([0.4, 1.6], np.float32)), 0) + a


@jit
def round_var(a):
    return round(a, 0)


@jit
def mul_const_list(a):
    return Tensor(np.array([1.0, 2.0], np.float32)) * [2.0, 3.0] + a


emit("jit_round_const", round_const(Tensor(1.0, ms.float32)))
emit("jit_round_var", round_var(Tensor(np.array([0.4, 1.6], np.float32))))
emit("jit_mul_const_list", mul_const_list(Tensor(1.0, ms.float32)))


class RoundNet(nn.Cell):
    def construct(self, a, decimals):
        return round(a, decimals)


if ms.get_context("mode") == ms.GRAPH_MODE:
    emit("cell_round_0", RoundNet()(x, 0))
    emit_error("cell_round_1", lambda: RoundNet()(x, 1))
else:
    emit_error("cell_round_0", lambda: RoundNet()(x, 0))
