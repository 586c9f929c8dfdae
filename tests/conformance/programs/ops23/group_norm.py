"""ops.group_norm (h-ops23, session 23): normalise each of ``num_groups`` channel groups over (C/G, *spatial),
then ``* weight + bias`` per channel."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error, emit


class Net(nn.Cell):
    def construct(self, x, w, b):
        return ops.group_norm(x, 2, w, b, 1e-5)


class Plain(nn.Cell):
    def construct(self, x):
        return ops.group_norm(x, 2)


g = Tensor(np.arange(24, dtype=np.float32).reshape(2, 4, 3))
w = Tensor(np.array([1, 2, 3, 4], np.float32))
b = Tensor(np.array([0, 1, 0, 1], np.float32))
emit("plain 3d", Plain()(g), rtol=1e-5, atol=1e-6)
emit("weight bias", Net()(g, w, b), rtol=1e-5, atol=1e-6)
emit("4d", Plain()(Tensor((np.arange(48, dtype=np.float32).reshape(2, 4, 2, 3) % 7))), rtol=1e-5, atol=1e-6)
emit("f64", ops.group_norm(Tensor(np.arange(16, dtype=np.float64).reshape(1, 4, 4) ** 2), 4), rtol=1e-6)
emit_error("groups not dividing", lambda: ops.group_norm(g, 3))
emit_error("1d input", lambda: ops.group_norm(Tensor(np.arange(4, dtype=np.float32)), 2))


def loss(x):
    return (ops.group_norm(x, 2) * ops.arange(24, dtype=ms.float32).reshape(2, 4, 3)).sum()


emit("grad", ms.grad(loss)(g), rtol=1e-4, atol=1e-5)


def loss_wb(x, w, b):
    return (ops.group_norm(x, 2, w, b) * ops.arange(24, dtype=ms.float32).reshape(2, 4, 3)).sum()


emit("grad x w b", ms.grad(loss_wb, (0, 1, 2))(g, w, b), rtol=1e-4, atol=1e-4)
emit("eps 0.5", ops.group_norm(g, 4, eps=0.5), rtol=1e-5, atol=1e-6)
emit_error("int input", lambda: ops.group_norm(Tensor(np.arange(8, dtype=np.int32).reshape(1, 4, 2)), 2))
emit_error("float16 input", lambda: ops.group_norm(Tensor(np.arange(8, dtype=np.float16).reshape(1, 4, 2)), 2))
emit_error("groups float", lambda: ops.group_norm(g, 2.0))
emit_error("groups 0", lambda: ops.group_norm(g, 0))
emit_error("2d input", lambda: ops.group_norm(Tensor(np.arange(8, dtype=np.float32).reshape(2, 4)), 2))
