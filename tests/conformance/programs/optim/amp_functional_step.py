import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
from mindspore.amp import DynamicLossScaler, all_finite
from _conf import emit
from _optim_net import Net, X, Y

net = Net()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), 0.01)
scaler = DynamicLossScaler(2.0 ** 12, 2, 2)


def forward(x, y):
    return scaler.scale(loss_fn(net(x), y))


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    loss = scaler.unscale(loss)
    grads = scaler.unscale(grads)
    finite = all_finite(grads)
    if finite:
        opt(grads)
    scaler.adjust(finite)
    return loss, finite


Xbad = Tensor(np.where(np.arange(12).reshape(4, 3) == 4, np.inf, X.asnumpy()).astype(np.float32))
for i, x in enumerate((X, X, Xbad, X, X)):
    loss, finite = train_step(x, Y)
    emit(f"step{i}", [loss, finite, Tensor(scaler.scale_value.asnumpy()), Tensor(scaler.counter.asnumpy())],
         rtol=1e-4, atol=1e-6)
    emit(f"params{i}", [Tensor(p.asnumpy()) for p in net.trainable_params()], rtol=1e-4, atol=1e-6)
