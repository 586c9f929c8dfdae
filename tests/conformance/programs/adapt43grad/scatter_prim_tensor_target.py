"""In-place scatter primitives called as primitive instances (`ops.ScatterNdUpdate()(t, ...)`, ScatterNdAdd,
ScatterAdd, ScatterUpdate) on a plain module-level Tensor (not a Parameter) inside `ms.jit`: MindSpore 2.10 writes
the Tensor (in both modes) and returns the new value.  msgraph's Graph-mode call of an effect primitive turned the
Tensor into a graph constant first, so the write went to a copy and the Tensor kept its old value (SILENT; the
function forms -- ops.scatter_update -- wrote it already).  ms.grad of the ScatterNdUpdate / ScatterUpdate forms
(their bprop: gather of dout) writes too."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit_error

idx_nd = Tensor(np.array([[0], [2]], np.int32))
idx = Tensor(np.array([0, 2], np.int32))
u = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
T = {k: Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)) for k in ("snu", "sna", "sa", "su")}


def f_snu(u):
    return ops.ScatterNdUpdate()(T["snu"], idx_nd, u * 2) * 1


def f_sna(u):
    return ops.ScatterNdAdd()(T["sna"], idx_nd, u * 2) * 1


def f_sa(u):
    return ops.ScatterAdd()(T["sa"], idx, u * 2) * 1


def f_su(u):
    return ops.ScatterUpdate()(T["su"], idx, u * 2) * 1


for k, f in (("snu", f_snu), ("sna", f_sna), ("sa", f_sa), ("su", f_su)):
    emit_error(f"{k}_jit", lambda f=f: ms.jit(f)(u))
    emit_error(f"{k}_tensor_after_jit", lambda k=k: T[k])
for k, f in (("snu", f_snu), ("su", f_su)):
    emit_error(f"{k}_grad", lambda f=f: ms.grad(f)(u))
    emit_error(f"{k}_tensor_after_grad", lambda k=k: T[k])
