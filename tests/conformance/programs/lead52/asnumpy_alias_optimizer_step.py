"""An array `asnumpy()` handed out before a training step shows the step's update, as MindSpore 2.10's optimizers
write the Parameters' storage in place (PyNative and Graph mode): through TrainOneStepCell, value_and_grad + an
optimizer call, and GradOperation + an optimizer call, for SGD / Momentum / Adam.  msgraph's PyNative gave the
Parameters new arrays after a gradient (the finished tape still held the old ones, so the in-place write was
skipped) and the early array kept the initial values.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

x = Tensor(np.array([[1.0, 2.0], [0.5, -1.0]], np.float32))
y = Tensor(np.array([[0.5], [-0.25]], np.float32))


def make(opt_name):
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    params = net.trainable_params()
    opt = {"SGD": lambda: nn.SGD(params, 0.1), "Momentum": lambda: nn.Momentum(params, 0.1, 0.9),
           "Adam": lambda: nn.Adam(params, 0.05)}[opt_name]()
    return net, opt


for name in ("SGD", "Momentum", "Adam"):
    net, opt = make(name)
    w, b = net.weight.asnumpy(), net.bias.asnumpy()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    for _ in range(2):
        step(x, y)
    emit(f"train_one_step_{name}_early_arrays", (w, b))
    emit(f"train_one_step_{name}_weights", (net.weight, net.bias))

net, opt = make("SGD")
w = net.weight.asnumpy()
loss_fn = nn.MSELoss()


def forward(a, t):
    return loss_fn(net(a), t)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
loss, grads = grad_fn(x, y)
opt(grads)
emit("value_and_grad_early_array", w)
emit("value_and_grad_weight", net.weight)

net, opt = make("Momentum")
w = net.weight.asnumpy()
with_loss = nn.WithLossCell(net, nn.MSELoss())
grads = ops.GradOperation(get_by_list=True)(with_loss, opt.parameters)(x, y)
opt(grads)
emit("grad_operation_early_array", w)
emit("grad_operation_weight", net.weight)
