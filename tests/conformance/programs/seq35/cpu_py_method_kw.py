"""Tensor methods whose newer overload MindSpore 2.10's CPU runs through the deprecated Python method (api_def
`CPU: py_method`): PyNative hands the call's keywords to that function, so the newer keyword names are its
TypeError -- `x.count_nonzero(dim=0)` "deprecated_tensor_count_nonzero() got an unexpected keyword argument 'dim'",
`x.narrow(dim=0, ...)`, `x.nansum(dim=0)`, `x.nansum(0, keepdim=True)`; the old names and positions work.
msgraph computed.  (Graph mode runs the new kernels: count_nonzero has none on CPU there.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint
from _conf import emit_error

MODES = ("pynative",)

x = Tensor(np.array([[0.0, 1.5, 0.0], [2.0, 3.0, 0.0]], np.float32))
emit_error("cnz_dim", lambda: x.count_nonzero(dim=0))
emit_error("cnz_dim_tuple", lambda: x.count_nonzero(dim=(0, 1)))
emit_error("cnz_axis", lambda: x.count_nonzero(axis=0))
emit_error("cnz_pos", lambda: x.count_nonzero(1))
emit_error("cnz_keep", lambda: x.count_nonzero(axis=1, keep_dims=True))
emit_error("narrow_dim", lambda: x.narrow(dim=1, start=0, length=2))
emit_error("narrow_pos_kw", lambda: x.narrow(1, start=1, length=2))
emit_error("narrow_axis", lambda: x.narrow(axis=1, start=1, length=2))
emit_error("nansum_dim", lambda: x.nansum(dim=0))
emit_error("nansum_keepdim", lambda: x.nansum(0, keepdim=True))
emit_error("nansum_axis", lambda: x.nansum(axis=0, keepdims=True))
emit_error("nansum_pos", lambda: x.nansum(1))
# mint.nansum is the functional overload of Tensor.nansum: the same keywords reach the deprecated method
emit_error("mint_nansum_dim", lambda: mint.nansum(x, dim=0, keepdim=True))
emit_error("mint_nansum_pos", lambda: mint.nansum(x, 1, dtype=ms.float64))
emit_error("mint_nansum_all", lambda: mint.nansum(x))
