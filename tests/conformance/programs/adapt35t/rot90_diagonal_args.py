"""Tensor.rot90 / Tensor.diagonal arguments (found by the adapt35t sweep s6_methods of st/tensor/test_rot90.py /
test_diagonal.py): MindSpore 2.10's `x.rot90()` and `x.rot90(1)` are TypeErrors (k and dims required), and
`x.diagonal` names its keywords offset / axis1 / axis2 (`diagonal(dim1=, dim2=)` a TypeError); msgraph defaulted
rot90 to (1, (0, 1)) and took dim1 / dim2 but not axis1 / axis2."""
import numpy as np
from mindspore import Tensor
from _conf import emit, emit_error

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
emit_error("rot90_none", lambda: x.rot90())
emit_error("rot90_k", lambda: x.rot90(1))
emit_error("rot90_k_dims", lambda: x.rot90(1, (0, 1)))
emit_error("rot90_kw", lambda: x.rot90(k=2, dims=(0, 1)))
emit_error("rot90_list", lambda: x.rot90(1, [1, 0]))
emit_error("diagonal_dim_kw", lambda: x.diagonal(dim1=1, dim2=0))
emit_error("diagonal_axis_kw", lambda: x.diagonal(offset=1, axis1=1, axis2=0))
emit_error("diagonal_pos", lambda: x.diagonal(0, 1, 0))
emit_error("diagonal_offset", lambda: x.diagonal(1))
emit("done", 1)
