"""ops.meshgrid takes the 1-d tensors themselves (`ops.meshgrid(a, b)`); one tuple / list of them is MindSpore 2.10's
TypeError 'Failed calling Meshgrid with "Meshgrid(indexing=string)(inputs=Tuple<Tuple<Tensor, Tensor>>)"' in both
modes, also inside ops.vmap with nested in_axes ((0, 0),) (msgraph had unpacked the tuple and returned the grids,
silently).  The Meshgrid primitive takes the tuple.  Found by adapting st/ops/cpu/test_meshgrid_op.py's vmap test to
the functional form (session 37, adapt37vm)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

a = Tensor(np.arange(3).astype(np.float32))
b = Tensor(np.arange(4).astype(np.float32))
a2 = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
b2 = Tensor(np.arange(8).reshape(2, 4).astype(np.float32))


def mg_tuple(inputs):
    return ops.meshgrid(inputs, indexing="ij")


def mg_prim(inputs):
    return ops.Meshgrid(indexing="ij")(inputs)


emit_error("tensors", lambda: ops.meshgrid(a, b, indexing="ij"))
emit_error("tensors_xy", lambda: ops.meshgrid(a, b))
emit_error("tuple_arg", lambda: ops.meshgrid((a, b), indexing="ij"))
emit_error("list_arg", lambda: ops.meshgrid([a, b]))
emit_error("prim_tuple", lambda: ops.Meshgrid(indexing="xy")((a, b)))
emit_error("vmap_tuple_arg", lambda: ops.vmap(mg_tuple, ((0, 0),))((a2, b2)))
emit_error("vmap_prim", lambda: ops.vmap(mg_prim, ((0, 0),))((a2, b2)))
