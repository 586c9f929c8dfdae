"""tests/st/compiler/syntax/simple_expression/test_math_ops.py::test_number_mod_number adapted: P.Mod (and the
Bitwise*/DivNoNan primitives) on Python numbers only.  In graph code MindSpore 2.10's Mod words the TypeError with
its type check ("For 'Mod', the element of 'x' must be one of Tensor[...]"), PyNative and the other primitives with
"must be all tensor"; the type named is the numbers' common one.  After h-comp10's merged check msgraph gave the
PyNative text in graph code too."""
import mindspore as ms
from mindspore import nn
from mindspore.ops import operations as P
from _conf import emit, emit_error


def net(name):
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p = getattr(P, name)()

        def construct(self, x, y):
            return self.p(x, y)
    return Net()


def message(name, *args):
    try:
        net(name)(*args)
    except TypeError as e:
        return str(e).splitlines()[0]
    return "no error"


for name in ("Mod", "BitwiseAnd", "DivNoNan"):
    for args in ((19, 2), (19.0, 2.0), (True, 2), (2, 2.0)):
        emit_error(f"{name}_{args}", lambda: net(name)(*args))
        emit(f"{name}_{args}_msg", message(name, *args))
