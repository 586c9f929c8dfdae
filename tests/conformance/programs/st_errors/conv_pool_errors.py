"""Exception classes of convolution and pooling on bad input (MindSpore 2.10): a channel mismatch is
a RuntimeError (Conv2D's C++ inference), AvgPool's non-positive kernel too; the Cells check their
arguments at construction (ValueError, TypeError for a float size)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


def check(label, fn, *args):
    """emit_error, then wait for the device: MindSpore's PyNative mode may otherwise report a failed
    op's error again (even its class) for the next failing op."""
    emit_error(label, fn, *args)
    ms.runtime.synchronize()


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


def f_conv2d(x, w):
    return ops.conv2d(x, w)


def t(*shape, dt=np.float32):
    return Tensor((np.arange(int(np.prod(shape))) % 5).reshape(shape).astype(dt))


emit("conv2d_ok", Net(f_conv2d)(t(1, 3, 5, 5), t(2, 3, 3, 3)))
check("conv2d_channel_mismatch", Net(f_conv2d), t(1, 3, 5, 5), t(2, 4, 3, 3))
check("conv2d_rank", Net(f_conv2d), t(3, 5, 5), t(2, 3, 3, 3))
check("Conv2D_prim_channel_mismatch", Net(ops.Conv2D(2, 3)), t(1, 3, 5, 5), t(2, 4, 3, 3))
check("nn_Conv2d_channel_mismatch", nn.Conv2d(3, 4, 3, weight_init="ones"), t(1, 2, 5, 5))
check("nn_Conv1d_channel_mismatch", nn.Conv1d(3, 4, 3, weight_init="ones"), t(1, 2, 5))
check("nn_Conv2d_kernel_zero", nn.Conv2d, 3, 4, 0)
check("nn_Conv2d_kernel_negative", nn.Conv2d, 3, 4, -1)
check("nn_Conv2d_stride_zero", nn.Conv2d, 3, 4, 3, 0)
check("nn_Conv2d_kernel_float", nn.Conv2d, 3, 4, 2.5)
check("AvgPool_kernel_negative", Net(ops.AvgPool(kernel_size=-1)), t(1, 1, 4, 4))
check("AvgPool_kernel_zero", Net(ops.AvgPool(kernel_size=0)), t(1, 1, 4, 4))
check("nn_AvgPool2d_kernel_negative", nn.AvgPool2d, -2)
check("nn_MaxPool2d_kernel_zero", nn.MaxPool2d, 0)
check("MaxPool_too_big", Net(ops.MaxPool(kernel_size=5)), t(1, 1, 4, 4))
