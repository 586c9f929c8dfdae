"""AdamWeightDecay on float16 and float64 Parameters (MindSpore 2.10 CPU).  float16: the kernel casts every
hyper-parameter to float16 and rounds each step in float16 (beta1 0.9 -> 0.8999, so 1 - beta1 is 0.1001; a
small gradient's v underflows to 0 and the step is m / eps).  float64: it runs the float32 kernel and casts
back (the results are float32 values).  msgraph had computed float16 in float32 and float64 in float64.
Found by adapting st optimizer tests to other parameter dtypes (session 33, adapt33p)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit
from _net import train


def prim(dt, lr, dec):
    var = Parameter(Tensor(np.array([1.0, 0.3, -0.2, 2.0], dt)), name="var")
    m = Parameter(Tensor(np.array([0.0, 0.1, 0.2, 0.0], dt)), name="m")
    v = Parameter(Tensor(np.array([0.0, 0.01, 0.02, 0.0], dt)), name="v")
    g = Tensor(np.array([0.5, -0.25, 0.125, 1e-3], dt))
    ops.AdamWeightDecay()(var, m, v, lr, 0.9, 0.999, 1e-6, dec, g)
    return [Tensor(var.asnumpy()), Tensor(m.asnumpy()), Tensor(v.asnumpy())]


for dt in (np.float16, np.float64, np.float32):
    for dec in (0.0, 0.1):
        emit("prim_%s_%s" % (dt.__name__, dec), prim(dt, 0.1, dec))
    emit("prim_%s_lr_tensor" % dt.__name__, prim(dt, Tensor(np.float32(0.01)), 0.0))



def params(steps):   # the float16 loss (and from it a later gradient) of a Graph-mode step rounds differently
    return [s[1:] for s in steps]


for dt in (ms.float16, ms.float64):
    emit("nn_%s" % dt, params(train(lambda n: nn.AdamWeightDecay(n.trainable_params(), 0.01), dt=dt)))
    emit("nn_%s_wd" % dt, params(train(lambda n: nn.AdamWeightDecay(n.trainable_params(), 0.01, weight_decay=0.1), dt=dt)))
    emit("nn_%s_eps" % dt, params(train(lambda n: nn.AdamWeightDecay(n.trainable_params(), 0.05, beta1=0.5, beta2=0.7,
                                                                eps=1e-2, weight_decay=0.3), dt=dt, steps=2)))
