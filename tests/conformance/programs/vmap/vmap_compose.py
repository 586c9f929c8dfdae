# vmap composed with itself, with grad (both orders), with Cells (construct, CellList model
# ensembling) and with jit.  (MindSpore 2.10's MatMul vmap rule puts the batch axis first whatever
# out_axes says -- vmap(ops.matmul, (1, None), 1) of a (2, 4, 3) input gives (4, 2, 2), the loop's result
# is (2, 4, 2) -- so this program maps element-wise ops.)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit

x = Tensor(np.array([[1., 2., 3.], [2., 3., 4.]], np.float32))
y = Tensor(np.array([[2., 3., 4.], [3., 4., 5.]], np.float32))


def forward(a, b):
    return ops.reduce_sum(ops.sin(a + 2 * b))


class GradNet(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b):
        return ops.grad(self.fn, grad_position=(0, 1))(a, b)


def vmapped_sum(a, b):
    return ops.reduce_sum(ms.vmap(forward, 1, 0)(a, b))


emit("vmap_of_grad", ms.vmap(GradNet(forward), 1, 1)(x, y), rtol=1e-5, atol=1e-6)
emit("grad_of_vmap", GradNet(vmapped_sum)(x, y), rtol=1e-5, atol=1e-6)
emit("grad_of_vmap_functional", ms.grad(vmapped_sum, grad_position=(0, 1))(x, y), rtol=1e-5, atol=1e-6)


def inner(a):
    return a * a + 1


t = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
emit("nested_vmap", ms.vmap(ms.vmap(inner, 0, 0), 1, 1)(t))
emit("nested_vmap_axes", ms.vmap(ms.vmap(inner, 1, 0), 2, 2)(t))


class VmapInConstruct(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
        self.mul_vmap = ops.vmap(ops.mul, in_axes=(1, None), out_axes=1)
        self.relu_vmap = ops.vmap(nn.ReLU(), in_axes=1, out_axes=1)

    def construct(self, a):
        a = self.mul_vmap(a, self.w)
        return self.relu_vmap(a - 2)


emit("vmap_in_construct", VmapInConstruct()(Tensor(np.arange(48).reshape(4, 4, 3).astype(np.float32) / 10)))


class ReduceNet(nn.Cell):
    def construct(self, a):
        return a.sum(), a.sum(axis=1, keepdims=True), ops.reduce_sum(a, (0, 1))


class CreateInside(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, a):
        return ops.vmap(self.net, 1, 0)(a)


emit("vmap_created_in_construct", CreateInside(ReduceNet())(t))


class Member(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1., 2., 3.], np.float32) * k), name="w")

    def construct(self, a):
        return a * self.w


ensemble = nn.CellList([Member(1), Member(2)])
emit("celllist_mapped", ms.vmap(ensemble, 0, 0)(x))
emit("celllist_unmapped_input", ms.vmap(ensemble, None, 0)(x[0]))
emit("celllist_out_axis", ms.vmap(ensemble, 0, 1)(x))


@ms.jit
def jitted(a, b):
    return ms.vmap(ops.mul, (0, 1), 0)(a, b.T)


emit("vmap_in_jit", jitted(x, y))
emit("jit_of_vmap", ms.jit(ms.vmap(inner, 1, 0))(x))
vf = ms.vmap(inner, 0, 0)
emit("same_vmap_twice", (vf(x), vf(y * 2)))
