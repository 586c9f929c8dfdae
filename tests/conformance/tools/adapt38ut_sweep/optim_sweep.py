"""Optimizer argument checks and a few update steps (ut nn/optim/*, optimizer/*)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, Parameter
from mindspore import ops
from _h import case

F32 = np.float32


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5, -0.3], [0.2, 0.8]], F32)), name="w")
        self.b = Parameter(Tensor(np.array([0.1, -0.1], F32)), name="b")

    def construct(self, x):
        return ops.matmul(x, self.w) + self.b


X = Tensor(np.array([[1.0, 2.0], [-1.0, 0.5], [0.3, -0.7]], F32))
Y = Tensor(np.array([[0.5, 1.0], [0.0, -1.0], [1.0, 0.0]], F32))


def train(make_opt, steps=3, net=None):
    net = net or Net()
    opt = make_opt(net)
    loss = nn.WithLossCell(net, nn.MSELoss())
    tr = nn.TrainOneStepCell(loss, opt)
    tr.set_train()
    ls = [float(tr(X, Y).asnumpy()) for _ in range(steps)]
    return ls, net.w.value(), net.b.value()


def ctor(name, fn):
    case(name, lambda: type(fn(Net())).__name__)


P = lambda n: n.trainable_params()
for nm, fn in [
    ("sgd_mom_neg", lambda n: nn.SGD(P(n), 0.1, momentum=-0.1)), ("sgd_damp_neg", lambda n: nn.SGD(P(n), 0.1, dampening=-0.1)),
    ("sgd_nesterov_nomom", lambda n: nn.SGD(P(n), 0.1, nesterov=True)), ("sgd_none", lambda n: nn.SGD(None)),
    ("sgd_param", lambda n: nn.SGD(n.w)), ("sgd_lr_neg", lambda n: nn.SGD(P(n), -0.1)), ("sgd_lr_str", lambda n: nn.SGD(P(n), "a")),
    ("sgd_lr_int", lambda n: nn.SGD(P(n), 1)), ("sgd_lr_bool", lambda n: nn.SGD(P(n), True)),
    ("sgd_wd_neg", lambda n: nn.SGD(P(n), 0.1, weight_decay=-0.1)), ("sgd_ls_0", lambda n: nn.SGD(P(n), 0.1, loss_scale=0.0)),
    ("sgd_ls_int", lambda n: nn.SGD(P(n), 0.1, loss_scale=2)), ("sgd_mom_int", lambda n: nn.SGD(P(n), 0.1, momentum=1)),
    ("sgd_empty", lambda n: nn.SGD([])), ("sgd_tuple_int", lambda n: nn.SGD((1, 2, 3))), ("sgd_int", lambda n: nn.SGD(9)),
    ("sgd_lr_tensor2d", lambda n: nn.SGD(P(n), Tensor(np.ones((2, 2), F32)))),
    ("sgd_lr_tensor_int", lambda n: nn.SGD(P(n), Tensor(np.array([1, 2], np.int32)))),
    ("sgd_lr_list", lambda n: nn.SGD(P(n), [0.1, 0.2])), ("sgd_lr_list_int", lambda n: nn.SGD(P(n), [1, 2])),
    ("mom_neg", lambda n: nn.Momentum(P(n), 0.1, -0.1)), ("mom_str", lambda n: nn.Momentum(P(n), 0.1, "a")),
    ("mom_int", lambda n: nn.Momentum(P(n), 0.1, 1)), ("mom_nesterov_int", lambda n: nn.Momentum(P(n), 0.1, 0.9, use_nesterov=1)),
    ("adam_b1_1", lambda n: nn.Adam(P(n), beta1=1.0)), ("adam_b2_0", lambda n: nn.Adam(P(n), beta2=0.0)),
    ("adam_eps0", lambda n: nn.Adam(P(n), eps=0.0)), ("adam_eps_neg", lambda n: nn.Adam(P(n), eps=-1e-8)),
    ("adam_b1_int", lambda n: nn.Adam(P(n), beta1=1)), ("adam_locking_int", lambda n: nn.Adam(P(n), use_locking=1)),
    ("adam_lazy_amsgrad", lambda n: nn.Adam(P(n), use_lazy=True, use_amsgrad=True)),
    ("adam_offload_amsgrad", lambda n: nn.Adam(P(n), use_offload=True, use_amsgrad=True)),
    ("adam_lazy_offload", lambda n: nn.Adam(P(n), use_lazy=True, use_offload=True)),
    ("adamwd_nolr", lambda n: nn.AdamWeightDecay(P(n))), ("adamwd_b1_1", lambda n: nn.AdamWeightDecay(P(n), 0.1, beta1=1.0)),
    ("adamwd_b2_1", lambda n: nn.AdamWeightDecay(P(n), 0.1, beta2=1.0)), ("adamwd_eps_neg", lambda n: nn.AdamWeightDecay(P(n), 0.1, eps=-0.1)),
    ("adagrad_acc_neg", lambda n: nn.Adagrad(P(n), accum=-0.1)), ("adagrad_ls_int", lambda n: nn.Adagrad(P(n), loss_scale=1)),
    ("adagrad_updslots_int", lambda n: nn.Adagrad(P(n), update_slots=1)),
    ("adadelta_rho_2", lambda n: nn.Adadelta(P(n), rho=2.0)), ("adadelta_eps_neg", lambda n: nn.Adadelta(P(n), epsilon=-1.0)),
    ("adamax_b1_1", lambda n: nn.AdaMax(P(n), beta1=1.0)),
    ("ftrl_lrpow_pos", lambda n: nn.FTRL(P(n), lr_power=0.5)), ("ftrl_l1_neg", lambda n: nn.FTRL(P(n), l1=-1.0)),
    ("ftrl_acc_neg", lambda n: nn.FTRL(P(n), initial_accum=-0.1)), ("ftrl_lr_dyn", lambda n: nn.FTRL(P(n), learning_rate=[0.1, 0.2])),
    ("lamb_nolr", lambda n: nn.Lamb(P(n))), ("lamb_b1_1", lambda n: nn.Lamb(P(n), 0.1, beta1=1.0)),
    ("lars_bad", lambda n: nn.LARS(3)), ("lars_coef0", lambda n: nn.LARS(nn.SGD(P(n), 0.1), coefficient=0.0)),
    ("prox_l1_neg", lambda n: nn.ProximalAdagrad(P(n), l1=-1.0)), ("prox_acc_neg", lambda n: nn.ProximalAdagrad(P(n), accum=-1.0)),
    ("rms_mom_neg", lambda n: nn.RMSProp(P(n), momentum=-0.1)), ("rms_mom_int", lambda n: nn.RMSProp(P(n), momentum=1)),
    ("rms_decay_neg", lambda n: nn.RMSProp(P(n), decay=-0.1)), ("rms_eps0", lambda n: nn.RMSProp(P(n), epsilon=0.0)),
    ("rms_centered_int", lambda n: nn.RMSProp(P(n), centered=1)),
    ("rprop_nolr", lambda n: nn.Rprop(P(n))), ("rprop_etas_list", lambda n: nn.Rprop(P(n), 0.1, etas=[0.5, 1.2])),
    ("rprop_etas_bad", lambda n: nn.Rprop(P(n), 0.1, etas=(1.5, 1.2))), ("rprop_steps_bad", lambda n: nn.Rprop(P(n), 0.1, step_sizes=(1.0, 0.1))),
    ("asgd_nolr", lambda n: nn.ASGD(P(n))), ("asgd_lambd_int", lambda n: nn.ASGD(P(n), 0.1, lambd=1)),
    ("asgd_alpha_int", lambda n: nn.ASGD(P(n), 0.1, alpha=1)), ("asgd_t0_int", lambda n: nn.ASGD(P(n), 0.1, t0=1)),
    ("adafactor_bad", lambda n: nn.AdaFactor(P(n), learning_rate=-1.0)),
    ("group_bad_key", lambda n: nn.SGD([{"params": P(n), "foo": 1}], 0.1)),
    ("group_no_params", lambda n: nn.SGD([{"lr": 0.1}], 0.1)),
    ("group_dup", lambda n: nn.SGD([{"params": P(n)}, {"params": [n.w]}], 0.1)),
    ("group_order_bad", lambda n: nn.SGD([{"params": P(n)}, {"order_params": [n.w]}], 0.1)),
    ("group_lr_neg", lambda n: nn.Momentum([{"params": [n.w], "lr": -0.1}, {"params": [n.b]}], 0.1, 0.9)),
    ("group_wd_str", lambda n: nn.Momentum([{"params": [n.w], "weight_decay": "a"}, {"params": [n.b]}], 0.1, 0.9)),
    ("group_gc_int", lambda n: nn.Momentum([{"params": [n.w], "grad_centralization": 1}, {"params": [n.b]}], 0.1, 0.9)),
    ("group_lr_len_mismatch", lambda n: nn.Momentum([{"params": [n.w], "lr": [0.1, 0.2]}, {"params": [n.b], "lr": [0.1, 0.2, 0.3]}], 0.1, 0.9)),
    ("wd_callable", lambda n: nn.Momentum(P(n), 0.1, 0.9, weight_decay=lambda step: 0.1)),
    ("wd_tensor", lambda n: nn.Momentum(P(n), 0.1, 0.9, weight_decay=Tensor(0.1, ms.float32))),
    ("wd_int", lambda n: nn.Momentum(P(n), 0.1, 0.9, weight_decay=1)),
]:
    ctor(nm, fn)

case("t_sgd", lambda: train(lambda n: nn.SGD(P(n), 0.1)))
case("t_sgd_mom_nesterov", lambda: train(lambda n: nn.SGD(P(n), 0.1, momentum=0.9, nesterov=True)))
case("t_sgd_damp", lambda: train(lambda n: nn.SGD(P(n), 0.1, momentum=0.9, dampening=0.5)))
case("t_sgd_wd", lambda: train(lambda n: nn.SGD(P(n), 0.1, weight_decay=0.1)))
case("t_sgd_ls", lambda: train(lambda n: nn.SGD(P(n), 0.1, loss_scale=2.0)))
case("t_sgd_lr_int", lambda: train(lambda n: nn.SGD(P(n), 1)))
case("t_sgd_lr_list", lambda: train(lambda n: nn.SGD(P(n), [0.1, 0.05, 0.01])))
case("t_sgd_lr_list_short", lambda: train(lambda n: nn.SGD(P(n), [0.1, 0.05]), steps=4))
case("t_sgd_lr_tensor", lambda: train(lambda n: nn.SGD(P(n), Tensor(np.array([0.1, 0.05, 0.01], F32)))))
case("t_sgd_lr_sched", lambda: train(lambda n: nn.SGD(P(n), nn.ExponentialDecayLR(0.1, 0.5, 1))))
case("t_mom", lambda: train(lambda n: nn.Momentum(P(n), 0.1, 0.9)))
case("t_mom_nesterov", lambda: train(lambda n: nn.Momentum(P(n), 0.1, 0.9, use_nesterov=True)))
case("t_mom_wd", lambda: train(lambda n: nn.Momentum(P(n), 0.1, 0.9, weight_decay=0.01)))
case("t_mom_wd_callable", lambda: train(lambda n: nn.Momentum(P(n), 0.1, 0.9, weight_decay=lambda step: 0.1)))
case("t_mom_ls", lambda: train(lambda n: nn.Momentum(P(n), 0.1, 0.9, loss_scale=4.0)))
case("t_adam", lambda: train(lambda n: nn.Adam(P(n), 0.1)))
case("t_adam_nesterov", lambda: train(lambda n: nn.Adam(P(n), 0.1, use_nesterov=True)))
case("t_adam_amsgrad", lambda: train(lambda n: nn.Adam(P(n), 0.1, use_amsgrad=True)))
case("t_adam_wd", lambda: train(lambda n: nn.Adam(P(n), 0.1, weight_decay=0.1)))
case("t_adam_lazy", lambda: train(lambda n: nn.Adam(P(n), 0.1, use_lazy=True)))
case("t_adamwd", lambda: train(lambda n: nn.AdamWeightDecay(P(n), 0.1, weight_decay=0.1)))
case("t_adamwd_group", lambda: train(lambda n: nn.AdamWeightDecay([{"params": [n.w], "weight_decay": 0.1}, {"params": [n.b]}], 0.1)))
case("t_adagrad", lambda: train(lambda n: nn.Adagrad(P(n), accum=0.1, learning_rate=0.1)))
case("t_adagrad_noupd", lambda: train(lambda n: nn.Adagrad(P(n), accum=0.1, learning_rate=0.1, update_slots=False)))
case("t_adadelta", lambda: train(lambda n: nn.Adadelta(P(n), learning_rate=1.0)))
case("t_adamax", lambda: train(lambda n: nn.AdaMax(P(n), learning_rate=0.1)))
case("t_ftrl", lambda: train(lambda n: nn.FTRL(P(n), learning_rate=0.1, l1=0.01, l2=0.01)))
case("t_lamb", lambda: train(lambda n: nn.Lamb(P(n), 0.1)))
case("t_lamb_wd", lambda: train(lambda n: nn.Lamb(P(n), 0.1, weight_decay=0.1)))
case("t_lars", lambda: train(lambda n: nn.LARS(nn.Momentum(P(n), 0.1, 0.9), coefficient=0.01)))
case("t_prox", lambda: train(lambda n: nn.ProximalAdagrad(P(n), learning_rate=0.1, l1=0.01, l2=0.01)))
case("t_rms", lambda: train(lambda n: nn.RMSProp(P(n), learning_rate=0.1)))
case("t_rms_centered", lambda: train(lambda n: nn.RMSProp(P(n), learning_rate=0.1, centered=True, momentum=0.5)))
case("t_rprop", lambda: train(lambda n: nn.Rprop(P(n), 0.1)))
case("t_asgd", lambda: train(lambda n: nn.ASGD(P(n), 0.1)))
case("t_adafactor", lambda: train(lambda n: nn.AdaFactor(P(n), learning_rate=0.1, scale_parameter=False, relative_step=False, warmup_init=False)))
case("t_group_lr", lambda: train(lambda n: nn.Momentum([{"params": [n.w], "lr": 0.01}, {"params": [n.b]}], 0.1, 0.9)))
case("t_group_wd_gc", lambda: train(lambda n: nn.Momentum([{"params": [n.w], "weight_decay": 0.1, "grad_centralization": True}, {"params": [n.b]}], 0.1, 0.9)))
case("t_group_order", lambda: train(lambda n: nn.SGD([{"params": [n.w], "lr": 0.01}, {"params": [n.b]}, {"order_params": [n.b, n.w]}], 0.1)))
case("t_group_dyn_lr", lambda: train(lambda n: nn.SGD([{"params": [n.w], "lr": [0.1, 0.05, 0.01]}, {"params": [n.b]}], 0.1)))
case("get_lr", lambda: (lambda o: o.get_lr())(nn.SGD(P(Net()), 0.1)))
case("get_lr_list", lambda: (lambda o: o.get_lr())(nn.SGD(P(Net()), [0.1, 0.2])))
case("get_lr_param", lambda: (lambda n: (lambda o: o.get_lr_parameter(n.w))(nn.Momentum([{"params": [n.w], "lr": 0.01}, {"params": [n.b]}], 0.1, 0.9)))(Net()))
case("opt_lr_attr", lambda: nn.SGD(P(Net()), 0.1).learning_rate)
case("opt_wd_attr", lambda: nn.Momentum(P(Net()), 0.1, 0.9, weight_decay=0.1).weight_decay)
case("opt_direct_call", lambda: (lambda n: (lambda o: (o((Tensor(np.ones((2, 2), F32)), Tensor(np.ones((2,), F32)))), n.w.value())[1])(nn.SGD(P(n), 0.1)))(Net()))
case("opt_direct_call_wrong_len", lambda: (lambda n: nn.SGD(P(n), 0.1)((Tensor(np.ones((2, 2), F32)),)))(Net()))
case("opt_direct_call_wrong_shape", lambda: (lambda n: nn.SGD(P(n), 0.1)((Tensor(np.ones((3, 2), F32)), Tensor(np.ones((2,), F32)))))(Net()))
case("opt_int_param", lambda: nn.SGD([Parameter(Tensor(np.ones(2, np.int32)), name="i")], 0.1))
case("opt_f16_param", lambda: (lambda p: (nn.SGD([p], 0.1)((Tensor(np.ones(2, np.float16)),)), p.value())[1])(Parameter(Tensor(np.ones(2, np.float16)), name="h")))
case("opt_f16_param_f32_grad", lambda: (lambda p: (nn.Momentum([p], 0.1, 0.9)((Tensor(np.ones(2, F32)),)), p.value())[1])(Parameter(Tensor(np.ones(2, np.float16)), name="h")))
case("opt_f64_param", lambda: (lambda p: (nn.Adam([p], 0.1)((Tensor(np.ones(2, np.float64)),)), p.value())[1])(Parameter(Tensor(np.ones(2, np.float64)), name="d")))
