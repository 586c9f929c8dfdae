"""nn.Optimizer keeps a static weight decay as a float32 0-d Tensor (MindSpore 2.10): per Parameter with groups
(scaled by loss_scale), and for the whole optimizer without groups, where get_weight_decay() still gives the
float; a step with group weight decay updates the Parameters with it."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit


def describe(w):
    return [type(w).__name__, str(w.dtype), w.shape, float(w.asnumpy())] if isinstance(w, Tensor) else repr(w)


def make_net():
    net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
    net.weight.set_data(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 10))
    return net


net = make_net()
ps = net.trainable_params()
opt = nn.SGD([{'params': ps[:1], 'weight_decay': 0.8}, {'params': ps[1:]}], learning_rate=0.1, weight_decay=0.0)
emit("group", [describe(w) for w in opt.weight_decay] + [list(opt.decay_flags)])
emit("group_get", [describe(w) for w in opt.get_weight_decay()])
opt2 = nn.SGD(ps, learning_rate=0.1, weight_decay=0.5)
emit("single", [describe(opt2.weight_decay), describe(opt2.get_weight_decay())])
opt3 = nn.Momentum([{'params': ps[:1], 'weight_decay': 0.8}, {'params': ps[1:]}], learning_rate=0.1, momentum=0.9,
                   loss_scale=2.0)
emit("loss_scaled", [describe(w) for w in opt3.weight_decay])

net = make_net()
loss_net = nn.WithLossCell(net, nn.MSELoss())
opt = nn.Momentum([{'params': [net.weight], 'weight_decay': 0.3}, {'params': [net.bias]}], learning_rate=0.1,
                  momentum=0.9)
train = nn.TrainOneStepCell(loss_net, opt)
x = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) / 7)
y = Tensor(np.ones((4, 2), np.float32))
losses = [train(x, y) for _ in range(3)]
emit("train_losses", losses)
emit("train_weight", net.weight.value())
emit("train_bias", net.bias.value())
