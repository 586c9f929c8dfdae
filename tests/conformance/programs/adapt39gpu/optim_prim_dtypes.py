"""The in-place optimizer primitives' checks and two update rules (st ops/gpu test_ada_max / adadelta / adagrad_v2 /
adam / apply_adam_with_amsgrad / apply_add_sign / apply_proximal_* / apply_adagrad_a_d variants, adapt39gpu).
MindSpore 2.10 refuses (TypeError) int / complex states of the float-only ones, a float64 var of
ApplyAdamWithAmsgrad / ApplyAdagradDA, hyper-parameter Tensors of other dtypes (AdamWeightDecay: float32 only), a
gradient whose dtype would convert the Parameter (float16 var with a float32 gradient, float32 with float64), Python
numbers for ApplyAdamWithAmsgrad, a float global_step, and non-bool / non-float attributes; a (1,) lr of
ApplyProximalAdagrad is a ValueError (msgraph computed all, int Parameters with garbage).  Silent:
ApplyAdagradV2(update_slots=False) keeps accum and steps with the old one (msgraph updated accum); ApplyAdaMax's
v = max(beta2 * v, |g|) and ApplyAdamWithAmsgrad's vhat = max(vhat, v) keep the first at a NaN (msgraph NaN).
The Parameters after the step are emitted (Adam's outputs are unwritten memory in MindSpore's CPU kernel)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, Parameter
from mindspore.ops import operations as P
from _conf import emit_error

V = np.array([[0.9, 0.1], [0.7, 0.8]])
M = np.array([[0.6, 0.4], [0.1, 0.5]])
W = np.array([[0.6, 0.5], [0.2, 0.6]])
H = np.array([[0.7, 0.2], [0.3, 0.6]])
G = np.array([[0.3, -0.7], [0.0, 0.8]])
GN = np.array([[np.nan, 0.3], [-0.5, 0.0]])


class Net(nn.Cell):
    def __init__(self, prim, params, dt):
        super().__init__()
        self.prim = prim
        self.n = len(params)
        self.p0 = Parameter(Tensor(params[0], dt), name="p0")
        self.p1 = Parameter(Tensor(params[1 % len(params)], dt), name="p1")
        self.p2 = Parameter(Tensor(params[2 % len(params)], dt), name="p2")
        self.p3 = Parameter(Tensor(params[3 % len(params)], dt), name="p3")

    def construct(self, *a):
        if self.n == 1:
            return self.prim(self.p0, *a)
        if self.n == 2:
            return self.prim(self.p0, self.p1, *a)
        if self.n == 3:
            return self.prim(self.p0, self.p1, self.p2, *a)
        return self.prim(self.p0, self.p1, self.p2, self.p3, *a)


def run(prim, params, scalars, dt, sdt=None, gdt=None, grad=G, da=False, py=False):
    net = Net(prim, params, dt)
    s = [v if py else Tensor(np.array(v), sdt or dt) for v in scalars]
    g = Tensor(grad, gdt or dt)
    net(*([g] + s + [Tensor(2, ms.int32)] if da else s + [g]))
    return tuple(getattr(net, f"p{i}") for i in range(len(params)))


SPECS = {
    "ApplyAdaMax": (P.ApplyAdaMax, [V, M, W], [0.9, 0.001, 0.9, 0.99, 1e-10]),
    "ApplyAdadelta": (P.ApplyAdadelta, [V, M, W], [0.001, 0.9, 1e-6]),
    "ApplyAdagrad": (P.ApplyAdagrad, [V, M], [0.01]),
    "ApplyAdagradV2": (lambda: P.ApplyAdagradV2(epsilon=1e-6), [V, M], [0.01]),
    "Adam": (P.Adam, [V, M, W], [0.9, 0.999, 0.001, 0.9, 0.999, 1e-8]),
    "ApplyAdamWithAmsgrad": (lambda: P.ApplyAdamWithAmsgrad(0.9, 0.999, 1e-8), [V, M, W, H], [0.9, 0.999, 0.01]),
    "ApplyAddSign": (P.ApplyAddSign, [V, M], [0.001, 1.0, 0.99, 0.9]),
    "ApplyProximalAdagrad": (P.ApplyProximalAdagrad, [V, M], [0.01, 0.1, 0.2]),
    "AdamWeightDecay": (P.AdamWeightDecay, [V, M, W], [0.001, 0.9, 0.999, 1e-8, 0.01]),
    "ApplyProximalGradientDescent": (P.ApplyProximalGradientDescent, [V], [0.1, 0.05, 0.2]),
}
for name, (fac, params, scalars) in SPECS.items():
    emit_error(f"{name}_float32", lambda: run(fac(), params, scalars, ms.float32))
    emit_error(f"{name}_int32", lambda: run(fac(), params, scalars, ms.int32))
    emit_error(f"{name}_complex64", lambda: run(fac(), params, scalars, ms.complex64))
    emit_error(f"{name}_f16_var_f32_grad", lambda: run(fac(), params, scalars, ms.float16, gdt=ms.float32))
    emit_error(f"{name}_f32_var_f64_grad", lambda: run(fac(), params, scalars, ms.float32, gdt=ms.float64))
    emit_error(f"{name}_f32_var_int32_hyper", lambda: run(fac(), params, scalars, ms.float32, sdt=ms.int32))
emit_error("ApplyAdamWithAmsgrad_float64", lambda: run(SPECS["ApplyAdamWithAmsgrad"][0](), [V, M, W, H],
                                                       [0.9, 0.999, 0.01], ms.float64))
emit_error("ApplyAdamWithAmsgrad_f32_var_f64_hyper", lambda: run(SPECS["ApplyAdamWithAmsgrad"][0](), [V, M, W, H],
                                                                 [0.9, 0.999, 0.01], ms.float32, sdt=ms.float64))
emit_error("ApplyAdamWithAmsgrad_python_numbers", lambda: run(SPECS["ApplyAdamWithAmsgrad"][0](), [V, M, W, H],
                                                              [0.9, 0.999, 0.01], ms.float32, py=True))
emit_error("ApplyProximalAdagrad_f32_var_f64_hyper", lambda: run(P.ApplyProximalAdagrad(), [V, M], [0.01, 0.1, 0.2],
                                                                 ms.float32, sdt=ms.float64))
emit_error("ApplyProximalAdagrad_lr_shape_1", lambda: Net(P.ApplyProximalAdagrad(), [V, M], ms.float32)(
    Tensor(np.array([0.01]), ms.float32), Tensor(0.1, ms.float32), Tensor(0.2, ms.float32), Tensor(G, ms.float32)))
emit_error("AdamWeightDecay_float16", lambda: run(P.AdamWeightDecay(), [V, M, W], [0.001, 0.9, 0.999, 1e-8, 0.01],
                                                  ms.float16))
emit_error("AdamWeightDecay_f16_var_f32_hyper", lambda: run(P.AdamWeightDecay(), [V, M, W],
                                                            [0.001, 0.9, 0.999, 1e-8, 0.01], ms.float16,
                                                            sdt=ms.float32))
emit_error("AdamWeightDecay_f32_var_f16_hyper", lambda: run(P.AdamWeightDecay(), [V, M, W],
                                                            [0.001, 0.9, 0.999, 1e-8, 0.01], ms.float32,
                                                            sdt=ms.float16))
for dt in [ms.float16, ms.float32, ms.float64, ms.int32]:
    emit_error(f"ApplyAdagradDA_{dt}", lambda: run(P.ApplyAdagradDA(), [V, M, W], [0.01, 0.1, 0.2], dt, da=True))
emit_error("ApplyAdagradDA_float_step", lambda: Net(P.ApplyAdagradDA(), [V, M, W], ms.float32)(
    Tensor(G, ms.float32), Tensor(0.01, ms.float32), Tensor(0.1, ms.float32), Tensor(0.2, ms.float32),
    Tensor(2.0, ms.float32)))
emit_error("ApplyAdagradV2_no_update_slots", lambda: run(P.ApplyAdagradV2(epsilon=1e-6, update_slots=False), [V, M],
                                                         [0.01], ms.float32))
emit_error("ApplyAdaMax_nan_grad", lambda: run(P.ApplyAdaMax(), [V, M, W], [0.9, 0.001, 0.9, 0.99, 1e-10],
                                               ms.float32, grad=GN))
emit_error("ApplyAdamWithAmsgrad_nan_grad", lambda: run(P.ApplyAdamWithAmsgrad(0.9, 0.999, 1e-8), [V, M, W, H],
                                                        [0.9, 0.999, 0.01], ms.float32, grad=GN))
emit_error("attr_ApplyAdagradV2_epsilon_int", lambda: P.ApplyAdagradV2(epsilon=1) and "built")
emit_error("attr_ApplyAdagradV2_epsilon_none", lambda: P.ApplyAdagradV2(epsilon=None) and "built")
emit_error("attr_ApplyAdagrad_update_slots_int", lambda: P.ApplyAdagrad(update_slots=1) and "built")
emit_error("attr_Adam_use_locking_int", lambda: P.Adam(use_locking=1) and "built")
emit_error("attr_Adam_use_nesterov_none", lambda: P.Adam(use_nesterov=None) and "built")
emit_error("attr_ApplyAdamWithAmsgrad_beta1_str", lambda: P.ApplyAdamWithAmsgrad(beta1="a") and "built")
emit_error("attr_ApplyAdamWithAmsgrad_epsilon_int", lambda: P.ApplyAdamWithAmsgrad(epsilon=0) and "built")
