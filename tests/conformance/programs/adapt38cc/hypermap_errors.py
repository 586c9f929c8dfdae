"""adapt38cc: MultitypeFuncGraph / HyperMap error classes (MindSpore 2.10 CPU).

- ``MultitypeFuncGraph.register("Foo")``: its RuntimeError "Unsupported type name: Foo!" (msgraph: a TypeError).
- A numpy array given to a MultitypeFuncGraph inside a Graph-mode Cell: its TypeError "the input can not be
  numpy.ndarray", as in PyNative (msgraph's Graph mode: no overload found, a ValueError).
- HyperMap over two dicts with other keys in a Graph-mode Cell: its ValueError "The key b does not exist in the
  dict" (msgraph: a RuntimeError); PyNative's NotImplementedError (a dict has no MindSpore type there) unchanged."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import composite as C
from _conf import emit_error

typed = C.MultitypeFuncGraph("typed")


@typed.register("Tensor")
def _typed_t(x):
    return 1


@typed.register("Number")
def _typed_n(x):
    return 2


two = C.MultitypeFuncGraph("two")


@two.register("Tensor", "Tensor")
def _two_tt(x, y):
    return x + y


@two.register("Number", "Number")
def _two_nn(x, y):
    return x + y


class TY(nn.Cell):
    def construct(self, x):
        return typed(x)


class HM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hm = C.HyperMap()

    def construct(self, a, b):
        return self.hm(two, a, b)


def bad_register():
    f = C.MultitypeFuncGraph("bad")

    @f.register("Foo")
    def _a(x):
        return x
    return f(Tensor(np.array([1.0], np.float32)))


T1 = Tensor(np.array([1.0], np.float32))
emit_error("register_unknown_name", bad_register)
emit_error("cell_numpy_arg", TY(), np.array([1.0]))
emit_error("cell_tensor_arg", TY(), T1)
emit_error("cell_number_arg", TY(), 3)
emit_error("hypermap_dict_same_keys", HM(), {"a": T1}, {"a": T1 * 2})
emit_error("hypermap_dict_other_keys", HM(), {"a": T1}, {"b": T1 * 2})
