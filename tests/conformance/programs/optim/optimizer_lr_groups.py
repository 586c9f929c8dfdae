import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from _conf import emit, emit_error
from _optim_net import Net, train


def groups(net, **extra):
    weights = [p for p in net.trainable_params() if "weight" in p.name]
    others = [p for p in net.trainable_params() if "weight" not in p.name]
    return [dict({"params": weights, "lr": 0.05, "weight_decay": 0.1}, **extra), {"params": others}]


CASES = {
    "lr_list": lambda n: nn.Momentum(n.trainable_params(), [0.1, 0.05, 0.01], 0.9),
    "lr_tensor": lambda n: nn.SGD(n.trainable_params(), Tensor(np.array([0.2, 0.1, 0.05], np.float32))),
    "lr_scalar_tensor": lambda n: nn.SGD(n.trainable_params(), Tensor(0.1, ms.float32)),
    "lr_schedule": lambda n: nn.Adam(n.trainable_params(), nn.ExponentialDecayLR(0.01, 0.5, 1)),
    "lr_cosine_momentum": lambda n: nn.Momentum(n.trainable_params(), nn.CosineDecayLR(0.01, 0.1, 2), 0.9),
    "lr_dynamic_list": lambda n: nn.RMSProp(n.trainable_params(), nn.piecewise_constant_lr([1, 3], [0.01, 0.001])),
    "groups_momentum": lambda n: nn.Momentum(groups(n), 0.1, 0.9),
    "groups_adam": lambda n: nn.Adam(groups(n), 0.01),
    "groups_dynamic": lambda n: nn.SGD([{"params": n.fc.trainable_params(), "lr": [0.1, 0.2, 0.3]},
                                        {"params": [n.gamma]}], [0.01, 0.02, 0.03]),
    "groups_order": lambda n: nn.Momentum(groups(n) + [{"order_params": n.trainable_params()}], 0.1, 0.9),
    "groups_adam_weight_decay": lambda n: nn.AdamWeightDecay(groups(n), 0.01, weight_decay=0.0),
    "groups_adagrad": lambda n: nn.Adagrad(groups(n), learning_rate=0.1),
    "wd_loss_scale": lambda n: nn.Momentum(n.trainable_params(), 0.1, 0.9, weight_decay=0.1, loss_scale=8.0),
}

for name, make in CASES.items():
    steps, opt = train(make)
    for i, (loss, params) in enumerate(steps):
        emit(f"{name}_loss{i}", loss, rtol=1e-4, atol=1e-6)
        emit(f"{name}_params{i}", params, rtol=1e-4, atol=1e-6)
    emit(f"{name}_order", [p.name for p in opt.parameters])

# get_lr / get_lr_parameter from Python
net = Net()
opt = nn.Momentum(groups(net), 0.1, 0.9)
emit("group_lr_names", [p.name for p in opt.get_lr_parameter(list(opt.parameters))])
emit("group_lr_values", [Tensor(p.asnumpy()) for p in opt.get_lr_parameter(list(opt.parameters))])
emit("group_lr_single", Tensor(opt.get_lr_parameter(net.gamma).asnumpy()))
emit("is_group_lr", (opt.is_group, opt.is_group_lr, opt.dynamic_lr))
emit("decay_flags", opt.decay_flags)
opt2 = nn.SGD(net.trainable_params(), 0.1)
emit("get_lr_plain", Tensor(opt2.get_lr().asnumpy()))
emit("lr_param_name", opt2.learning_rate.name)
emit("decay_filter", nn.SGD(net.trainable_params(), 0.1, weight_decay=0.1).decay_flags)
emit("global_step_init", Tensor(opt2.global_step.asnumpy()))
opt3 = nn.SGD(net.trainable_params(), [0.3, 0.2])
emit("dynamic_lr_flag", (opt3.dynamic_lr, opt3.is_group_lr))
emit("dynamic_lr_param", Tensor(opt3.get_lr_parameter(net.gamma).asnumpy()))

emit_error("err_lr_negative", nn.SGD, net.trainable_params(), -0.1)
emit_error("err_lr_2d", nn.SGD, net.trainable_params(), Tensor(np.ones((2, 2), np.float32)))
emit_error("err_lr_type", nn.SGD, net.trainable_params(), "0.1")
emit_error("err_params_none", nn.SGD, None)
emit_error("err_params_empty", nn.SGD, [])
emit_error("err_params_mixed", nn.SGD, [net.gamma, {"params": [net.gamma]}])
emit_error("err_group_key", nn.SGD, [{"params": [net.gamma], "momentum": 0.1}])
emit_error("err_group_repeat", nn.SGD, [{"params": [net.gamma]}, {"params": [net.gamma]}])
emit_error("err_order_len", nn.SGD, [{"params": [net.gamma]}, {"order_params": net.trainable_params()}])
emit_error("err_wd_type", nn.SGD, net.trainable_params(), 0.1, 0.0, 0.0, "x")
emit_error("err_wd_negative", nn.SGD, net.trainable_params(), 0.1, 0.0, 0.0, -1.0)
emit_error("err_loss_scale", nn.SGD, net.trainable_params(), 0.1, loss_scale=0.0)
emit_error("err_momentum_type", nn.Momentum, net.trainable_params(), 0.1, 1)
emit_error("err_get_lr_param", opt2.get_lr_parameter, Parameter(Tensor(np.ones(2, np.float32)), name="zz"))
emit_error("err_get_lr_type", opt2.get_lr_parameter, "x")
emit_error("err_rmsprop_decay", nn.RMSProp, net.trainable_params(), 0.1, 1)
emit_error("err_adagrad_accum", nn.Adagrad, net.trainable_params(), -0.1)
emit_error("err_adam_beta", nn.Adam, net.trainable_params(), 0.1, 1.0)
emit_error("err_adam_kwargs", nn.Adam, net.trainable_params(), 0.1, foo=True)
