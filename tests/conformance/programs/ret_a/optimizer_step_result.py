"""What an nn optimizer's step returns (MindSpore 2.10's tests/st/pynative/jit/test_pynative_jit.py test_call_single_cell,
test_pynative_lenet.py, found by logging Cell return values): one True per Parameter, as a tuple, in both modes
(ASGD and Rprop: a single True); msgraph returned a single True from every optimizer."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit


def step(name, make, net):
    opt = make(net.trainable_params())
    grads = tuple(Tensor(np.ones(p.shape, np.float32)) for p in net.trainable_params())
    r = opt(grads)
    emit(name + "_type", type(r).__name__)
    emit(name, list(r) if isinstance(r, tuple) else r)


def dense(bias=True):
    net = nn.Dense(3, 2, has_bias=bias)
    net.weight.set_data(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 10))
    return net


step("momentum", lambda p: nn.Momentum(p, 0.1, 0.9), dense())
step("momentum_wd", lambda p: nn.Momentum(p, 0.1, 0.9, weight_decay=0.01, loss_scale=2.0), dense())
step("sgd", lambda p: nn.SGD(p, learning_rate=0.1), dense())
step("sgd_group", lambda p: nn.SGD([{"params": [p[0]], "lr": 0.01}, {"params": [p[1]]}], learning_rate=0.1), dense())
step("adam", lambda p: nn.Adam(p, learning_rate=0.1), dense())
step("adam_one_param", lambda p: nn.Adam(p, learning_rate=0.1), dense(False))
step("adam_amsgrad", lambda p: nn.Adam(p, learning_rate=0.1, use_amsgrad=True), dense())
step("adam_weight_decay", lambda p: nn.AdamWeightDecay(p, learning_rate=0.1), dense())
step("lazy_adam", lambda p: nn.LazyAdam(p, learning_rate=0.1), dense())
step("adagrad", lambda p: nn.Adagrad(p, learning_rate=0.1), dense())
step("rmsprop", lambda p: nn.RMSProp(p, learning_rate=0.1), dense())
step("ftrl", lambda p: nn.FTRL(p), dense())
step("proximal_adagrad", lambda p: nn.ProximalAdagrad(p), dense())
step("adadelta", lambda p: nn.Adadelta(p, learning_rate=0.1), dense())
step("adamax", lambda p: nn.AdaMax(p, learning_rate=0.1), dense())
step("adafactor", lambda p: nn.AdaFactor(p, learning_rate=None), dense())
step("asgd", lambda p: nn.ASGD(p, learning_rate=0.1), dense())
step("rprop", lambda p: nn.Rprop(p, learning_rate=0.1), dense())
