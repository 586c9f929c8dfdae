# In-place writes inside a vmapped function: Assign on a slice of a mapped Parameter writes that
# slice; Cells of a CellList write their own Parameters; grad of a vmapped CellList (model ensemble).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class AssignNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.assign = ops.Assign()
        self.value = Tensor(np.array([3, 4], np.int32))

    def construct(self, x):
        return self.assign(x, self.value)


vmapped = ops.vmap(AssignNet())


@ms.jit
def write_then_read(a):
    c = Tensor(np.array([[1, 2], [3, 4], [5, 6]], np.int32))
    out = vmapped(a)
    c = a + c
    ops.AssignAdd()(a, c)
    return out, a


a = Parameter(Tensor(np.array([[1, 2], [3, 4], [5, 6]], np.int32)), name="a")
out, after = write_then_read(a)
emit("assign_slices_out", out)
emit("assign_slices_then_add", after)
emit("parameter_after", a.value())


class Member(nn.Cell):
    def __init__(self):
        super().__init__()
        self.assign = ops.Assign()
        self.ref_a = Parameter(Tensor(np.array([0, 1, 2], np.float32)), name="ref_a")
        self.ref_b = Parameter(Tensor(np.array([0, 1, 2], np.float32)), name="ref_b")

    def construct(self, t):
        self.assign(self.ref_a, t)
        return self.ref_b + self.ref_a


m1, m2, m3 = Member(), Member(), Member()
t = Tensor(np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]], np.float32))
emit("celllist_assign_out", ops.vmap(nn.CellList([m1, m2, m3]), 0)(t))
emit("celllist_own_params", (m1.ref_a.value(), m2.ref_a.value(), m3.ref_a.value(), m1.ref_b.value()))


class Scale(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, -1.0, 2.0], np.float32) * k), name="w")

    def construct(self, t):
        return ops.sin(t * self.w)


# (MindSpore's gradient does not flow through an Assign's stored value: grad of
# `assign(p, 2 * t); return p + 2 * t` is 2, msgraph's is 4 -- an Assign difference outside vmap.)
emit("grad_of_vmapped_celllist", ops.grad(ops.vmap(nn.CellList([Scale(1), Scale(2), Scale(3)])))(t), rtol=1e-5,
     atol=1e-6)
