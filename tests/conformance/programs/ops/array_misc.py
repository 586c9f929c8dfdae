import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from _conf import emit, emit_error

x = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.shape = ops.Shape()
        self.slice = ops.Slice()
        self.unstack = ops.Unstack(axis=1)
        self.addn = ops.AddN()
        self.rev = ops.ReverseV2(axis=(0,))

    def construct(self, a):
        n, c = self.shape(a)
        s = self.slice(a, (1, 1), (n - 1, c - 2))
        parts = self.unstack(a)
        return s, self.addn(parts), self.rev(a), ops.tuple_to_array((n, c)), ops.scalar_to_tensor(2.5) * a[0]


emit("net", Net()(x))
emit("shape", ops.Shape()(x))
emit("shape_fn", ops.shape(x))
emit("dtype", (str(ops.DType()(x)), ops.DType()(x) == ms.float32))
emit("dtype_fn", (str(ops.dtype(Tensor(np.array([1, 2], np.int32)))), ops.dtype(x) == ms.int32))
emit("tuple_len", ops.tuple_len((1, 2, 3)))
emit("make_range", ops.make_range(1, 7, 2))
emit("tuple_to_array_int", ops.tuple_to_array((1, 2, 3)))
emit("tuple_to_array_float", ops.tuple_to_array((1.0, 2.5)))
emit("scalar_to_tensor", ops.scalar_to_tensor(3))
emit("scalar_to_tensor_i32", ops.ScalarToTensor()(3, ms.int32))
emit("repeat_elements", ops.repeat_elements(x[:2], 2, axis=1))
emit("pad", ops.Pad(((1, 0), (0, 2)))(x[:2]))
emit("depth_to_space", ops.DepthToSpace(2)(Tensor(np.arange(16, dtype=np.float32).reshape(1, 4, 2, 2))))
emit("reverse_sequence", ops.ReverseSequence(seq_dim=1)(x, Tensor(np.array([2, 3, 4], np.int32))))
emit("norm", (ops.norm(x), ops.norm(x, dim=1)), rtol=1e-6)
emit("flip", ops.flip(x, (1,)))


def loss(a):
    s = ops.Slice()(a, (0, 1), (2, 2))
    u = ops.Unstack()(a)
    return (s * s).sum() + (u[1] * 2.0).sum() + (ops.Pad(((0, 1), (1, 0)))(a) * 3.0).sum() + \
        (ops.ReverseV2(axis=(1,))(a) * x).sum()


emit("grad", ops.GradOperation()(loss)(x))
emit("grad_jit", ms.jit(ops.GradOperation()(loss))(x))
emit_error("slice_out_of_range", lambda: ops.Slice()(x, (0, 1), (4, 2)).asnumpy())
