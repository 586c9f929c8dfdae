"""A NaN with its sign bit set prints as ``-nan`` in MindSpore 2.10's Tensor text (repr, print of a tuple, 0-d
Tensors, ops.print_, graph-mode print / ops.Print: C++'s ostream), ``nan`` without it; ``str()`` (numpy) and bfloat16
show ``nan``.  st/ops test_ops_sigmoid_nan's float16 outputs printed ``-nan`` (x86's default NaN, which sigmoid of
NaN, inf - inf, 0 * inf, sqrt(-1), sin(inf) give); msgraph printed ``nan`` for every NaN.  MindSpore's Log, Log1p,
Log2 / Log10, Xlogy, ACos and Asin give a NaN without the sign bit for an input outside the domain, where numpy's
loops set it (msgraph would then have printed ``-nan`` for ``log(-1)``)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_stdout

a = np.array([np.nan, -np.nan, 1.5], np.float32)
emit("repr_f32", repr(Tensor(a)))
emit("repr_f16", repr(Tensor(a.astype(np.float16))))
emit("repr_f64_2d", repr(Tensor(np.array([[np.nan, -np.nan], [-1.0, 2.0]]))))
emit("repr_0d", repr(Tensor(np.float32(-np.nan))) + " " + repr(Tensor(np.float32(np.nan))))
emit("str_f32", str(Tensor(a)))
emit("repr_bf16", repr(Tensor(a).astype(ms.bfloat16)))
emit_stdout("print_tuple", lambda: print((Tensor(a),)))
emit_stdout("print_", lambda: ops.print_("p:", Tensor(a)))
inf = Tensor(np.array([np.inf, 1.0], np.float32))
m1 = Tensor(np.array([-1.0, 4.0], np.float32))
for dt in (ms.float16, ms.float32, ms.float64):
    x = Tensor(np.array([-1.0, 2.0, 0.5]), dt)
    emit(f"domain_{dt}", repr((ops.log(x), ops.log1p(x - 1), ops.log2(x), ops.log10(x), ops.acos(x * 2),
                               ops.asin(x * 2), ops.xlogy(Tensor(np.ones(3), dt), x))))
emit("sigmoid_nan", repr(ops.sigmoid(Tensor(np.full((2, 3), np.nan, np.float16)))))
emit("invalid_ops", repr((inf - inf, inf * 0, ops.sqrt(m1), ops.sin(inf), Tensor(np.zeros(2, np.float32)) / 0)))
