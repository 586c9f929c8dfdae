# nn.AdaFactor (CPU: FusedAdaFactor per Parameter) trained a few steps on a Dense net: fixed lr without scaling,
# relative step with parameter scaling and first moment, weight decay; the states it keeps, and its argument errors.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


def make_net():
    w = np.arange(12, dtype=np.float32).reshape(3, 4) / 10.0 - 0.5
    b = np.array([0.1, -0.2, 0.3], np.float32)
    return nn.Dense(4, 3, weight_init=Tensor(w), bias_init=Tensor(b))


x = Tensor(np.array([[1.0, 2.0, -1.0, 0.5], [0.0, -1.0, 2.0, 1.0]], np.float32))
y = Tensor(np.array([[0.5, -0.5, 1.0], [1.0, 0.0, -1.0]], np.float32))

configs = {
    "fixed_lr": dict(learning_rate=0.01, scale_parameter=False, relative_step=False, beta1=0),
    "relative": dict(),
    "relative_warmup": dict(warmup_init=True, beta1=0.5),
    "decay": dict(learning_rate=0.05, scale_parameter=True, relative_step=False, beta1=0.9, weight_decay=0.1),
}
for name, kw in configs.items():
    net = make_net()
    opt = nn.AdaFactor(net.trainable_params(), **kw)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    losses = [float(train(x, y).asnumpy()) for _ in range(4)]
    emit(name + "_losses", losses, rtol=1e-4, atol=1e-6)
    emit(name + "_weight", net.weight, rtol=1e-4, atol=1e-6)
    emit(name + "_bias", net.bias, rtol=1e-4, atol=1e-6)
    emit(name + "_row", opt.exp_avg_sq_row[0], rtol=1e-4, atol=1e-7)
    emit(name + "_col", opt.exp_avg_sq_col[0], rtol=1e-4, atol=1e-7)
    emit(name + "_sq_bias", opt.exp_avg_sq[1], rtol=1e-4, atol=1e-7)
    emit(name + "_step", opt.step)

params = make_net().trainable_params()
emit_error("lr_with_relative_step", nn.AdaFactor, params, learning_rate=0.1)
emit_error("warmup_without_relative", nn.AdaFactor, params, learning_rate=0.1, relative_step=False, warmup_init=True)
emit_error("no_lr_no_relative", nn.AdaFactor, params, relative_step=False)
emit_error("eps_len", nn.AdaFactor, params, eps=(1e-30,))
emit_error("eps_type", nn.AdaFactor, params, eps=(1, 1e-3))
emit_error("decay_rate_range", nn.AdaFactor, params, decay_rate=1.5)
emit_error("clip_type", nn.AdaFactor, params, clip_threshold=1)
