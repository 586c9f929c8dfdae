"""nn.Adagrad / ops.ApplyAdagrad on float64 Parameters (ut nn/optim/test_ada_grad.py, adapted; MindSpore 2.10): with a
float32 or Python-number learning rate (nn.Adagrad's is float32) the float32 kernel runs and the results are cast
back to float64 -- msgraph computed in float64 (silently other values, e.g. 0.84914012782 for 0.84914010763)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


def adagrad(**kw):
    p = Parameter(Tensor(np.array([1.0, 2.0, -3.0], np.float64)), name="p")
    opt = nn.Adagrad([p], accum=0.1, learning_rate=0.1, **kw)
    for g in ([1.0, -2.0, 0.3], [0.7, 0.1, -0.2]):
        opt((Tensor(np.array(g, np.float64)),))
    return [p.value(), opt.accum[0].value()]


emit("nn_two_steps", adagrad(), rtol=1e-12, atol=0)
emit("nn_weight_decay", adagrad(weight_decay=0.1), rtol=1e-12, atol=0)


def prim(lr, tag):
    v = Parameter(Tensor(np.array([1.0, 2.0], np.float64)), name="v" + tag)
    a = Parameter(Tensor(np.array([0.1, 0.1], np.float64)), name="a" + tag)
    ops.ApplyAdagrad()(v, a, lr, Tensor(np.array([1.0, -2.0], np.float64)))
    return [v.value(), a.value()]


emit("prim_f32_lr", prim(Tensor(np.array(0.1, np.float32)), "1"), rtol=1e-12, atol=0)
emit("prim_number_lr", prim(0.1, "2"), rtol=1e-12, atol=0)
emit("prim_f64_lr", prim(Tensor(np.array(0.1, np.float64)), "3"), rtol=1e-9)
