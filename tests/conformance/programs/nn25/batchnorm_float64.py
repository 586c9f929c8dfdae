"""nn.BatchNorm1d/2d (and ops.batch_norm) on float64 input: MindSpore 2.10's BatchNorm primitive takes float16 and
float32 only, a TypeError in training and in inference alike; float32 keeps working, moving statistics included."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_error

x64 = Tensor((np.sin(np.arange(36) * 1.37 + 0.3) * 2).reshape(2, 3, 2, 3))
for train in (False, True):
    for ubs in (None, True, False):
        net = nn.BatchNorm2d(3, use_batch_statistics=ubs)
        net.set_train(train)
        emit_error(f"bn2d_f64_{train}_{ubs}", lambda: net(x64).asnumpy())
        net1 = nn.BatchNorm1d(3, use_batch_statistics=ubs)
        net1.set_train(train)
        emit_error(f"bn1d_f64_{train}_{ubs}", lambda: net1(x64[:, :, 0, 0]).asnumpy())
c = Tensor(np.ones(3))
emit_error("fn_batch_norm_f64", lambda: ops.batch_norm(x64, c, c, c, c).asnumpy())
net = nn.BatchNorm2d(3, momentum=0.8)
net.set_train(True)
x32 = Tensor(x64.asnumpy().astype(np.float32))
emit("bn2d_f32_train", net(x32), rtol=1e-5, atol=1e-5)
emit("bn2d_f32_moving", (net.moving_mean.value(), net.moving_variance.value()), rtol=1e-5, atol=1e-6)
