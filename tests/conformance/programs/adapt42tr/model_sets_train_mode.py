"""Model(net, loss_fn, optimizer) puts the network in training mode at construction in MindSpore 2.10 (its
amp.build_train_network returns the TrainOneStepCell set_train()), so a BatchNorm network called directly right
after building the Model normalises with the batch statistics and updates its moving statistics; msgraph left it
in inference mode (other outputs, silently; adapt42tr).  After Model.eval the user's network is in inference mode
while train_network keeps its own training flag; without an optimizer nothing changes."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model, Accuracy
import mindspore.dataset as ds
from _conf import emit


class BNNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Dense(4, 3, weight_init=Tensor((np.arange(12).reshape(3, 4) % 5 / 10.0 - 0.2).astype(np.float32)),
                           bias_init="zeros")
        self.bn = nn.BatchNorm1d(3)

    def construct(self, x):
        return self.bn(self.d1(x))


X = ((np.arange(16).reshape(4, 4) % 7) / 7.0 - 0.4).astype(np.float32)


def data():
    return ds.NumpySlicesDataset({"x": X, "y": np.arange(4, dtype=np.int32) % 3}, shuffle=False).batch(2)


def build(opt=True, loss=True, metrics=None):
    net = BNNet()
    m = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean") if loss else None,
              nn.Momentum(net.trainable_params(), 0.1, 0.9) if opt else None, metrics=metrics)
    return net, m


net, m = build()
emit("after_model_training", (net.training, net.bn.training, m.train_network.training))
emit("after_model_direct_call", net(Tensor(X)), rtol=1e-4, atol=1e-5)
emit("after_model_moving_mean", net.bn.moving_mean, rtol=1e-4, atol=1e-6)

net, m = build(opt=False)
emit("no_optimizer_training", (net.training, m.train_network.training))
emit("no_optimizer_direct_call", net(Tensor(X)), rtol=1e-4, atol=1e-5)

net, m = build(metrics={"acc": Accuracy()})
m.eval(data())
emit("after_eval_training", (net.training, m.train_network.training, m.eval_network.training))
emit("after_eval_direct_call", net(Tensor(X)), rtol=1e-4, atol=1e-5)

net, m = build()
m.train(1, data())
emit("after_train_training", (net.training, m.train_network.training))
