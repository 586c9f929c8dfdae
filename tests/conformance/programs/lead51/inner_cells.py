"""Cells MindSpore 2.10 builds from inner Cells: their repr / cells_and_names / Parameter names, and their values.

nn.IGamma and nn.LBeta hold an LGamma Cell, nn.MatInverse a MatMul Cell (its value: MindSpore's CPU has no CholeskyTrsm kernel), nn.MicroBatchInterleaved a CellList of
_MicroBatch Cells (one per slice), nn.Jvp two inner Cells holding ``fn`` (whose Parameters then carry the last one's
prefix: ``first_grad_single_value.fn.weight``).  msgraph's Cells computed the same values without them, so their
repr (a printed network), cells_and_names and Parameter names differed (session 50's printed-output probes, left).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


def names(cell):
    return [n for n, _ in cell.cells_and_names()]


ig = nn.IGamma()
emit("IGamma repr", repr(ig))
a = Tensor(np.array([0.5, 1.0, 2.5, 4.0], np.float32))
x = Tensor(np.array([0.3, 1.0, 2.0, 5.0], np.float32))
emit("IGamma value", ig(a, x), rtol=1e-5, atol=1e-6)
lb = nn.LBeta()
emit("LBeta repr", repr(lb))
emit("LBeta names", names(lb))
emit("LBeta value", lb(a, x), rtol=1e-5, atol=1e-5)
mi = nn.MatInverse()
emit("MatInverse repr", repr(mi))
emit("MatInverse names", names(mi))

dense = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
mb = nn.MicroBatchInterleaved(dense, 2)
emit("MicroBatchInterleaved repr", repr(mb))
emit("MicroBatchInterleaved names", names(mb))
emit("MicroBatchInterleaved params", [p.name for p in mb.trainable_params()])
inp = Tensor(np.arange(16, dtype=np.float32).reshape(4, 4))
emit("MicroBatchInterleaved value", mb(inp))

d2 = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
jv = nn.Jvp(d2)
emit("Jvp repr", repr(jv))
emit("Jvp names", names(jv))
emit("Jvp params", [p.name for p in jv.trainable_params()])
emit("Jvp parameters_and_names", [n for n, _ in jv.parameters_and_names()])
out, tan = jv(Tensor(np.array([[1.0, 2.0]], np.float32)), Tensor(np.array([[1.0, 0.5]], np.float32)))
emit("Jvp value", (out, tan))
