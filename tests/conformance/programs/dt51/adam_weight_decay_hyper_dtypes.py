"""P.AdamWeightDecay with hyper-parameter Tensors of mixed float dtypes (both modes).

MindSpore 2.10's signature puts lr, beta1, beta2, epsilon and decay in one dtype group: the Tensors among them are
cast to the widest float dtype of the group, and only then checked to be Float32.  A float16 beta1 (or lr, epsilon,
decay) beside a float32 one runs, with the float16 value widened; all of them float16 (Python floats do not count),
or one float64, is the TypeError on beta1.  msgraph checked each Tensor on its own: a TypeError for every float16 /
float64 hyper-parameter Tensor (naming it), where MindSpore runs.  Found by dt51's value dump of st/ops/cpu with the
tests' inputs in float16 (test_adam_weight_decay_op.py: float16 beta Tensors, the optimizer's float32 lr)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.var = Parameter(Tensor(np.linspace(0.1, 0.9, 6).astype(dt)), name="var")
        self.m = Parameter(Tensor(np.linspace(0.2, 0.5, 6).astype(dt)), name="m")
        self.v = Parameter(Tensor(np.linspace(0.3, 0.6, 6).astype(dt)), name="v")
        self.op = P.AdamWeightDecay()

    def construct(self, *a):
        return self.op(self.var, self.m, self.v, *a)


def step(lr, b1, b2, eps, dec, pdt=np.float32):
    net = Net(pdt)

    def s(v, d):
        return v if d is None else Tensor(np.array(v, d))

    net(s(0.01, lr), s(0.9, b1), s(0.999, b2), s(1e-6, eps), s(0.01, dec),
              Tensor(np.linspace(0.5, 1.0, 6).astype(pdt)))
    return net.var, net.m, net.v


f16, f32, f64 = np.float16, np.float32, np.float64
CASES = {
    "lr_f16": (f16, f32, f32, f32, f32),
    "beta1_f16": (f32, f16, f32, f32, f32),
    "decay_f16": (f32, f32, f32, f32, f16),
    "epsilon_f16": (f32, f32, f32, f16, f32),
    "all_f16_but_decay": (f16, f16, f16, f16, f32),
    "python_floats": (None, None, None, None, None),
}
for label, dts in CASES.items():
    emit(label, step(*dts))
emit("var_f16_hyper_f16_decay_f32", step(f16, f16, f16, f16, f32, f16))
emit_error("lr_f64", step, f64, f32, f32, f32, f32)
emit_error("beta1_f64", step, f32, f64, f32, f32, f32)
emit_error("all_f16", step, f16, f16, f16, f16, f16)
emit_error("lr_python_rest_f16", step, None, f16, f16, f16, f16)
