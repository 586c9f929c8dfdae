"""ConstantPad1d/2d/3d, ZeroPad2d (negative = crop), ReflectionPad1d/2d/3d, ReplicationPad1d/2d/3d:
values and input gradients."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


class Weighted(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        out = self.net(x)
        coef = ops.reshape(ops.arange(out.size).astype(out.dtype), out.shape) * 0.1 - 0.7
        return (out * coef).sum()


def check(label, net, x):
    emit(label, net(x))
    emit(label + "_grad", ms.grad(Weighted(net))(x), rtol=1e-5, atol=1e-5)


x4 = Tensor((np.arange(1 * 2 * 3 * 4).reshape(1, 2, 3, 4) % 7).astype(np.float32) - 2.5)
x3 = Tensor((np.arange(2 * 3 * 4).reshape(2, 3, 4) % 5).astype(np.float32) - 1.5)
x5 = Tensor((np.arange(1 * 1 * 3 * 3 * 3).reshape(1, 1, 3, 3, 3) % 4).astype(np.float32))
check("constant1d", nn.ConstantPad1d((1, 2), 0.5), x3)
check("constant1d_int", nn.ConstantPad1d(2, -1.0), x3)
check("constant2d", nn.ConstantPad2d((1, 0, 2, 1), 3.0), x4)
check("constant3d", nn.ConstantPad3d(1, 2.0), x5)
check("zeropad2d", nn.ZeroPad2d((2, 1, 0, 1)), x4)
check("zeropad2d_negative", nn.ZeroPad2d((-1, 1, 1, -1)), x4)
check("reflection1d", nn.ReflectionPad1d((2, 3)), x3)
check("reflection2d", nn.ReflectionPad2d((1, 3, 2, 1)), x4)
check("reflection2d_int", nn.ReflectionPad2d(1), x3)
check("reflection3d", nn.ReflectionPad3d((1, 1, 2, 0, 1, 2)), x5)
check("replication1d", nn.ReplicationPad1d((3, 1)), x3)
check("replication2d", nn.ReplicationPad2d((2, 1, 3, 2)), x4)
check("replication3d", nn.ReplicationPad3d((1, 2, 1, 0, 2, 1)), x5)
emit_error("constant_bad_type", lambda: nn.ConstantPad2d([1, 1], 0.0))
emit_error("constant_bad_len", lambda: nn.ConstantPad1d((1, 2, 3), 0.0))
emit_error("reflection_negative", lambda: nn.ReflectionPad2d((1, -1, 0, 0)))
emit_error("reflection_list", lambda: nn.ReflectionPad1d([1, 1]))
