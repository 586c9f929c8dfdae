"""`type(x)` of a graph variable in a Cell compiled with `set_jit_config(JitConfig(jit_syntax_level="STRICT" /
"COMPATIBLE"))` is MindSpore 2.10's ValueError ("When handling script 'type(x) in graph mode', the inputs should be
constant, but found variable 'x' to be nonconstant."); `type` of a constant and `isinstance` compile, and LAX runs
it (found by the adapt36fb sweep of st compiler/fallback test_graph_fallback_jit_syntax_level).  msgraph had
returned the class at every level."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

MODES = ("graph",)


class TypeEq(nn.Cell):
    def construct(self, x):
        return type(x) == Tensor, x + 1


class TypeRet(nn.Cell):
    def construct(self, x):
        return type(x)


class TypeConst(nn.Cell):
    def construct(self, x):
        t = type(3)
        return x * 2, str(t)


class IsInst(nn.Cell):
    def construct(self, x):
        return isinstance(x, Tensor), isinstance(x, (list, tuple))


class TypeBranch(nn.Cell):
    def construct(self, x):
        if type(x) is Tensor:
            return x * 3
        return x


x = Tensor(np.array([1.0, -2.0], np.float32))
for level in ("STRICT", "COMPATIBLE", "LAX"):
    for cls in (TypeEq, TypeRet, TypeConst, IsInst, TypeBranch):
        def run(cls=cls, level=level):
            net = cls()
            net.set_jit_config(ms.JitConfig(jit_syntax_level=level))
            return net(x)
        emit_error(f"{level}_{cls.__name__}", run)
    def scalar_arg(level=level):
        net = TypeRet()
        net.set_jit_config(ms.JitConfig(jit_syntax_level=level))
        return str(net(3))
    emit_error(f"{level}_scalar_arg", scalar_arg)
