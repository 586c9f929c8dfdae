"""Function forms that refuse a Python number where they take a Tensor (found probing number operands beside MindSpore
2.10's tests/st/ops activation tests): ops.silu/elu/relu6/hardswish/hardsigmoid/celu/logsigmoid/round, mish/selu/
softsign/softplus/gelu, hardtanh/leaky_relu, gcd(t, 2), isclose(t, 2.0), logaddexp(t, 2.0), heaviside(t, 2.0) and
their mint forms are TypeErrors in both modes; msgraph computed them (a Float64 result for some). lcm(2, int32 t) is
Int32 (msgraph: Int64)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, mint, jit
from _conf import emit, emit_error

t = Tensor(np.array([4, 6], np.int32))
f = Tensor(np.array([0.5, -1.0], np.float32))

for name, fn in [("silu", ops.silu), ("mish", ops.mish), ("selu", ops.selu), ("softsign", ops.softsign),
                 ("softplus", ops.softplus), ("gelu", ops.gelu), ("hardswish", ops.hardswish),
                 ("hardsigmoid", ops.hardsigmoid), ("relu6", ops.relu6), ("celu", ops.celu),
                 ("logsigmoid", ops.logsigmoid), ("round", ops.round), ("hardtanh", ops.hardtanh),
                 ("leaky_relu", ops.leaky_relu), ("elu", ops.elu)]:
    emit_error(name + "_float", lambda fn=fn: fn(1.0))
    emit_error(name + "_int", lambda fn=fn: fn(2))
    emit(name + "_tensor", fn(f))

for name, fn in [("mint_silu", mint.nn.functional.silu),
                 ("mint_gelu", mint.nn.functional.gelu), ("mint_elu", mint.nn.functional.elu),
                 ("mint_hardtanh", mint.nn.functional.hardtanh), ("mint_leaky_relu", mint.nn.functional.leaky_relu),
                 ("mint_logsigmoid", mint.nn.functional.logsigmoid), ("mint_softplus", mint.nn.functional.softplus),
                 ("mint_relu", mint.nn.functional.relu), ("mint_round", mint.round)]:
    emit_error(name + "_float", lambda fn=fn: fn(1.0))

emit_error("gcd_tensor_int", lambda: ops.gcd(t, 2))
emit_error("gcd_int_tensor", lambda: ops.gcd(2, t))
emit_error("mint_gcd", lambda: mint.gcd(t, 2))
emit("gcd_tensors", ops.gcd(t, Tensor(np.array([6, 4], np.int32))))
emit("lcm_tensor_int", ops.lcm(t, 3))
emit("lcm_int_tensor", ops.lcm(3, t))
emit_error("isclose_number", lambda: ops.isclose(f, 2.0))
emit_error("mint_isclose_number", lambda: mint.isclose(2.0, f))
emit_error("logaddexp_other", lambda: ops.logaddexp(f, 2.0))
emit_error("logaddexp_input", lambda: ops.logaddexp(2.0, f))
emit_error("logaddexp2_other", lambda: ops.logaddexp2(f, 2.0))
emit_error("heaviside_number", lambda: ops.heaviside(f, 2.0))
emit("heaviside_tensor", ops.heaviside(f, Tensor(np.array([2.0, 2.0], np.float32))))


@jit
def graph_silu(a):
    return ops.silu(2.0) + a


@jit
def graph_gcd(a):
    return ops.gcd(a, 2)


@jit
def graph_tensor(a, b):
    return ops.silu(a), ops.mish(a), ops.hardtanh(a), ops.gcd(b, b)


emit_error("graph_silu_number", lambda: graph_silu(f))
emit_error("graph_gcd_number", lambda: graph_gcd(t))
emit("graph_tensors", graph_tensor(f, t))
