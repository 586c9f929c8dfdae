"""ops.Conv3DTranspose with a stride above the kernel (adapted from tests/st/ops/cpu/test_conv3d_transpose_op.py's
net; found while adding ops.conv3d_transpose, h-api session 22): MindSpore 2.10's 'valid'/'same' output is
``in * stride`` (+ the kernel's overhang), zeros after the last window; msgraph gave ``(in - 1) * stride + k``
(a silently smaller output).  Values and the gradients of both inputs."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P
from _conf import emit

x = Tensor(np.arange(8, dtype=np.float32).reshape(1, 1, 2, 2, 2) - 3)
for k, s, pm in ((1, 2, 'valid'), (1, 3, 'valid'), (2, 3, 'valid'), (3, 2, 'valid'), (1, 2, 'same'),
                 (2, 3, 'same'), ((1, 2, 1), (2, 1, 3), 'valid')):
    kk = (k,) * 3 if isinstance(k, int) else k
    w = Tensor(np.linspace(0.5, 1.5, int(np.prod(kk)) * 2, dtype=np.float32).reshape((1, 2) + kk))
    net = P.Conv3DTranspose(1, 2, kk, pad_mode=pm, stride=s)
    emit(f"c3t k{k} s{s} {pm}", net(x, w))

    def loss(a, b):
        return (net(a, b) * ops.arange(1, 1 + net(a, b).size, dtype=ms.float32).reshape(net(a, b).shape)).sum()

    emit(f"grad k{k} s{s} {pm}", ms.grad(loss, (0, 1))(x, w), rtol=1e-5)
emit("conv3d_transpose_fn", ops.conv3d_transpose(x, Tensor(np.ones((1, 1, 1, 1, 1), np.float32)), stride=2))
