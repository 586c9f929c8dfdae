"""nn.Conv3dTranspose: group > 1 works on MindSpore 2.10's CPU (weight (in, out // group, k...), output channels
out); a depth dilation other than 1 is refused when the layer is built (ValueError, the primitive's check), height
and width dilations are fine."""
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error
from _nn29_util import det, setp

x = det((1, 2, 2, 3, 2))
net = setp(nn.Conv3dTranspose(2, 4, 2, group=2, has_bias=True))
emit("group2", net(x), rtol=1e-5, atol=1e-6)
emit("group2_grad", ms.grad(net, 0, net.trainable_params())(x), rtol=1e-5, atol=1e-5)
net = setp(nn.Conv3dTranspose(4, 2, (2, 1, 2), stride=(1, 2, 1), pad_mode="valid", group=2))
x4 = det((1, 4, 2, 2, 3))
emit("group2_stride", net(x4), rtol=1e-5, atol=1e-6)
emit("group2_stride_grad", ms.grad(net, 0, net.trainable_params())(x4), rtol=1e-5, atol=1e-5)
emit_error("dilation2", lambda: nn.Conv3dTranspose(2, 2, 3, dilation=2))
emit_error("dilation_d2", lambda: nn.Conv3dTranspose(2, 2, 3, dilation=(2, 1, 1)))
net = setp(nn.Conv3dTranspose(2, 2, 2, pad_mode="pad", padding=1, dilation=(1, 2, 2)))
emit("dilation_hw", net(det((1, 2, 3, 4, 3))), rtol=1e-5, atol=1e-6)
