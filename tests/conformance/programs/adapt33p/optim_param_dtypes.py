"""Optimizers on float16 / float64 Parameters (MindSpore 2.10 CPU).  nn.RMSProp casts lr, decay, momentum and
epsilon to the gradient's dtype and runs ApplyRMSProp / ApplyCenteredRMSProp: float16 steps in float16 (msgraph
had raised "Data type conversion is not supported for a 'Parameter'"), float64 not centered is the kernel's
TypeError (decay dtype), float64 centered runs in float32 and casts back.  float64 Parameters are a TypeError for
nn.SGD / ops.SGD and nn.ProximalAdagrad / ops.ApplyProximalAdagrad; float16 ones for nn.FTRL (its float32
learning rate cannot convert the Parameter).  msgraph had computed all of them.  Found by adapting st optimizer
tests to other parameter dtypes (session 33, adapt33p)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_error
from _net import train


def params(make, dt, steps=2):   # parameters only: a float16 Graph-mode loss rounds differently
    return [s[1:] for s in train(make, steps=steps, dt=dt)]


P = lambda n: n.trainable_params()
emit("rmsprop_f16", params(lambda n: nn.RMSProp(P(n), 0.01), ms.float16))
emit("rmsprop_f16_mom_wd", params(lambda n: nn.RMSProp(P(n), 0.01, momentum=0.3, weight_decay=0.1, decay=0.7),
                                  ms.float16))
emit("rmsprop_centered_f16", params(lambda n: nn.RMSProp(P(n), 0.01, centered=True, momentum=0.5), ms.float16))
emit("rmsprop_centered_f64", params(lambda n: nn.RMSProp(P(n), 0.01, centered=True), ms.float64, 3))
emit_error("rmsprop_f64", params, lambda n: nn.RMSProp(P(n), 0.01), ms.float64)
emit_error("sgd_f64", params, lambda n: nn.SGD(P(n), 0.1), ms.float64)
emit_error("sgd_momentum_f64", params, lambda n: nn.SGD(P(n), 0.1, momentum=0.9), ms.float64)
emit("sgd_f32", params(lambda n: nn.SGD(P(n), 0.1, momentum=0.9), ms.float32))
emit_error("proximal_adagrad_f64", params, lambda n: nn.ProximalAdagrad(P(n), learning_rate=0.1), ms.float64)
emit_error("ftrl_f16", params, lambda n: nn.FTRL(P(n)), ms.float16)
emit("ftrl_f64", params(lambda n: nn.FTRL(P(n)), ms.float64))


def prm(dt, name):
    return Parameter(Tensor(np.array([1.0, 0.5], dt)), name=name)


f32 = lambda x: Tensor(np.float32(x))


def prim(fn):
    def run():
        r = fn()
        return list(r) if isinstance(r, tuple) else r
    return run


emit_error("prim_prox_f64", prim(lambda: ops.ApplyProximalAdagrad()(
    prm(np.float64, "a"), prm(np.float64, "b"), 0.1, 0.0, 0.0, Tensor(np.array([0.1, 0.2])))))
emit_error("prim_prox_f16", prim(lambda: ops.ApplyProximalAdagrad()(
    prm(np.float16, "a"), prm(np.float16, "b"), f32(0.1), f32(0.0), f32(0.0), Tensor(np.array([0.1, 0.2], np.float16)))))
emit_error("prim_ftrl_f16_numbers", prim(lambda: ops.ApplyFtrl()(
    prm(np.float16, "a"), prm(np.float16, "b"), prm(np.float16, "c"), Tensor(np.array([0.1, 0.2], np.float16)), 0.1,
    0.0, 0.0, -0.5)))
emit_error("prim_ftrl_f16_lr_f32", prim(lambda: ops.ApplyFtrl()(
    prm(np.float16, "a"), prm(np.float16, "b"), prm(np.float16, "c"), Tensor(np.array([0.1, 0.2], np.float16)),
    f32(0.1), 0.0, 0.0, -0.5)))
emit_error("prim_ftrl_f64_lr_f32", prim(lambda: ops.ApplyFtrl()(
    prm(np.float64, "a"), prm(np.float64, "b"), prm(np.float64, "c"), Tensor(np.array([0.1, 0.2])), f32(0.1), 0.0,
    0.0, -0.5)))
emit_error("prim_sgd_f64", prim(lambda: ops.SGD()(
    prm(np.float64, "a"), Tensor(np.array([0.1, 0.2])), f32(0.1), prm(np.float64, "c"), f32(0.9), prm(np.float64, "s"))))
emit_error("prim_sgd_f16", prim(lambda: ops.SGD()(
    prm(np.float16, "a"), Tensor(np.array([0.1, 0.2], np.float16)), f32(0.1), prm(np.float16, "c"), f32(0.9),
    prm(np.float16, "s"))))
