"""ut vmap/test_vmap: MindSpore's checks of vmap's ``fn`` against the call (both modes)."""
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops.operations as P
from mindspore import Tensor
from mindspore.ops.functional import vmap
from _conf import emit, emit_error


class ThreeInputs(nn.Cell):
    def construct(self, x, y, z):
        return x + y, z


class NoInput(nn.Cell):
    def construct(self):
        return 1


class AssignOne(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ref_a = ms.Parameter(Tensor([0, 1, 2], ms.float32), name='ref_a')

    def construct(self, r):
        return P.Assign()(self.ref_a, r)


class AssignTwo(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ref_a = ms.Parameter(Tensor([0, 1, 2], ms.float32), name='ref_a')

    def construct(self, r, x):
        return P.Assign()(self.ref_a, r), x


x = Tensor([[1, 2, 3], [4, 5, 6]], ms.float32)
r = Tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], ms.float32)


def check(label, fn):
    emit_error(label, fn)
    try:
        fn()
    except Exception as e:  # noqa: BLE001
        emit(label + "_msg", str(e).splitlines()[0])


check("inline_lambda", lambda: vmap(lambda a, b, c: a + b + c, in_axes=(1, 1, None), out_axes=0)(x, x, 1))
check("primitive", lambda: vmap(P.Add(), in_axes=(1, 1), out_axes=0)(x, x))
check("single_none_in_axes", lambda: vmap(ThreeInputs(), in_axes=None, out_axes=0)(x, x, 1))
check("too_few_arguments", lambda: vmap(ThreeInputs(), in_axes=(1, 1, None), out_axes=0)(x, x))
check("no_input", lambda: vmap(NoInput())())
check("celllist_of_one", lambda: vmap(nn.CellList([AssignOne()]), in_axes=0)(r))
check("celllist_inconsistent", lambda: vmap(nn.CellList([AssignOne(), AssignTwo()]), in_axes=0)(r))
fn = lambda a, b: a * b  # noqa: E731
emit("own_line_lambda", vmap(fn, in_axes=(0, None))(x, Tensor([1.0, 2.0, 3.0], ms.float32)))
