"""Function forms of every op (``ops.add``, ``ops.matmul``...), gathered from the op families."""
from .math import *  # noqa: F401,F403
from .creation import *  # noqa: F401,F403
from .array_ops import *  # noqa: F401,F403
from .shape_ops import *  # noqa: F401,F403
from .indexing import *  # noqa: F401,F403
from .reduce import *  # noqa: F401,F403
from .linalg import *  # noqa: F401,F403
from .nn_ops import *  # noqa: F401,F403
from .conv import *  # noqa: F401,F403
from .pooling import *  # noqa: F401,F403
from .control import *  # noqa: F401,F403
from .control import tensor_copy  # noqa: F401  (Tensor.copy)
from .control import identity_copy  # noqa: F401  (the Identity op: clone / value / copy_; ops.identity is the input)
# --- ops family additions (h-ops): more math, array, nn, image and random ops ---
from .math_extra import *  # noqa: F401,F403,E402
from .array_extra import *  # noqa: F401,F403,E402
from .order_ops import *  # noqa: F401,F403,E402
from .reorder_ops import *  # noqa: F401,F403,E402
from .array_compose import *  # noqa: F401,F403,E402
from .nn_extra import *  # noqa: F401,F403,E402
from .image_ops import *  # noqa: F401,F403,E402
from .resize_ops import *  # noqa: F401,F403,E402
from .random_ops import *  # noqa: F401,F403,E402
from .functional_extra import *  # noqa: F401,F403,E402
from .functional_extra import _tensor_masked_fill  # noqa: F401,E402  (Tensor.masked_fill)
from .loss_functions import *  # noqa: F401,F403,E402
from .ctc import *  # noqa: F401,F403,E402
from .aliases import *  # noqa: F401,F403,E402
from .aliases import mixed_precision_cast  # noqa: F401,E402  (F.mixed_precision_cast: functional only, as MindSpore)
from .composite import clip_by_global_norm, constexpr, jvp, partial, vjp  # noqa: F401,E402
from .bitwise import *  # noqa: F401,F403
from . import pyexecute as _pyexecute  # noqa: F401,E402  (registers PyExecute)
from .rounding import *  # noqa: F401,F403,E402
from .st_extra import *  # noqa: F401,F403,E402  (h-confc: function forms MindSpore's st op tests use)
from .cum_extremum import *  # noqa: F401,F403,E402  (st_opscpu: cummax/cummin)
from .segment_extra import *  # noqa: F401,F403,E402  (st_opscpu: unsorted_segment_max/min/prod)
from .st_cpu_b import *  # noqa: F401,F403,E402  (h-opsb: st CPU op tests n-z)
from .random_extra import *  # noqa: F401,F403,E402  (h-opsb)
from .linalg_extra import *  # noqa: F401,F403,E402  (h-opsb)
from .sparse_segment import *  # noqa: F401,F403,E402  (h-gpub: sparse_segment_mean)
from .st_gpu_b import *  # noqa: F401,F403,E402  (h-gpub: polar, multi_margin_loss)
from .scatter_write import (  # noqa: F401,E402  (h-opsb: MindSpore's F.scatter_add...)
    scatter_add, scatter_div, scatter_max, scatter_min, scatter_mul, scatter_sub, scatter_update)
from .st_cpu_a import *  # noqa: F401,F403,E402  (h-opsa: st cpu op tests a..m)
from .complex_ops import *  # noqa: F401,F403,E402  (h-complex: real/imag/conj/angle)
from .pynat_extra import *  # noqa: F401,F403,E402  (h-pynat: ops.diagonal, P.TensorAdd)
from .st_cpu_a2 import *  # noqa: F401,F403,E402  (h-cpua session 6: st cpu op tests a..m)
from .pooling3d import *  # noqa: F401,F403,E402  (h-cpua session 6: MaxPool3D/AvgPool3D)
from .st_cpu_b2 import *  # noqa: F401,F403,E402  (h-cpub: st CPU op tests n-z, session 6)
from .st_cpu3 import *  # noqa: F401,F403,E402  (h-cpu3: fractional pools, CTCLossV2, session 6 wave 2)
from .pool_more import *  # noqa: F401,F403,E402  (h-ut2: lp_pool1d/2d, max_unpool1d/2d/3d)
from .st_ops_iz import *  # noqa: F401,F403,E402  (h-ut2: st ops i..z function forms)
from .functional_errs2 import *  # noqa: F401,F403,E402  (h-errs2: chunk, inner, narrow, prelu, batch_norm, embedding)
from .sequence_prims import *  # noqa: F401,F403,E402  (h-fb3: tuple_div, typeof)
from .tensor_ext import *  # noqa: F401,F403,E402  (lead s7: Tensor API functions of MindSpore's st tensor tests)
from .sparse_funcs import *  # noqa: F401,F403,E402  (lead s8: ops.coo_*/csr_* sparse function forms)
from .tensor_method_forms import *  # noqa: F401,F403,E402  (lead s7: their Tensor methods and keyword overloads)
from .tensor_st2 import *  # noqa: F401,F403,E402  (h-tens s8: more Tensor-method forms of tests/st/tensor)
from . import tensor_api26 as _tensor_api26  # noqa: F401,E402  (api26: Tensor.data, requires_grad_, dlpack...)
from .tensor_st3 import *  # noqa: F401,F403,E402  (h-tens s9: Tensor.resize / choose / allclose / equal(other))
from .tensor_inplace import *  # noqa: F401,F403,E402  (h-tens3 s11: exp_, clamp_, scatter_, normal_, new_empty...)
from .control_switch import switch  # noqa: F401,E402  (h-inpl: F.switch)
from .candidate_sampling import *  # noqa: F401,F403,E402  (h-cpu4: candidate samplers' function forms)
from .bessel import *  # noqa: F401,F403,E402  (h-cpu4: bessel_j0... through scipy.special)
from .loss_forms import *  # noqa: F401,F403,E402  (h-cpu4: gaussian_nll_loss, cosine_embedding_loss)
from .linalg_ext import *  # noqa: F401,F403,E402  (h-lin: svd, eig, qr, geqrf, orgqr, lu_solve, matrix_norm, cond)
from .special_ext import *  # noqa: F401,F403,E402  (h-lin: igamma, igammac, polygamma, zeta)
from .zoo_sweep6 import *  # noqa: F401,F403,E402  (h-sweep6 s14: rot90, kron, dist, diag_embed, MirrorPad)
from .st_ops_top2 import *  # noqa: F401,F403,E402  (h-opsA s8: st ops function forms: sgn, vander, bucketize, conv1d/3d...)
from .fractional_fixed import *  # noqa: F401,F403,E402  (h-opsA s8: fractional_max_pool2d/3d)
from .adaptive_pool3d import *  # noqa: F401,F403,E402  (h-opsA s8: adaptive_max_pool3d)
from .dyn_extra import *  # noqa: F401,F403,E402  (h-dyn: deepcopy)
from . import dyn_prims2 as _dyn_prims2  # noqa: F401,E402  (h-dyn: SparseTensorDenseAdd, ClipByNorm, SegmentMean)
from .matrix_diag import *  # noqa: F401,F403,E402  (h-pyn2: matrix_diag, matrix_diag_part, matrix_set_diag)
from .sparse_concat import *  # noqa: F401,F403,E402  (h-pyn2: coo_concat)
from .st_gpu_a import *  # noqa: F401,F403,E402  (h-gpua s9: st GPU op tests a..l on the CPU backend)
from .st_gpu_a2 import *  # noqa: F401,F403,E402  (h-gpua2 s10: more primitives of st GPU op tests a..l)
from .sequence_st import *  # noqa: F401,F403,E402  (h-opstop: tuple_setitem, shape_mul, scalar_uadd/usub/log)
from .st_new_ops import *  # noqa: F401,F403,E402  (h-miss s10: index_fill, tril/triu_indices, ...)
from .st_nn_mint2 import *  # noqa: F401,F403,E402  (h-nn2: GridSampler2D/3D and their Grad primitives)
from .fft_ops import *  # noqa: F401,F403,E402  (h-fft: ops.fft family, fftshift, fftfreq)
from .st_ascend import *  # noqa: F401,F403,E402  (h-asc s12: adaptive_avg_pool3d, affine_grid...)
from .st_ascend2 import *  # noqa: F401,F403,E402  (h-asc2 s13: tensordump)
from .ut_ops4 import *  # noqa: F401,F403,E402  (h-ut4 s14: block_diag, cartesian_prod, combinations, windows, mv, trapz; rot90/kron/dist are zoo_sweep6.py's)
from .api22_ops import *  # noqa: F401,F403,E402  (h-api s22: ops names msgraph lacked: scatter_nd_*, quantile, rms_norm, losses, Segment*...)
from .ops23 import *  # noqa: F401,F403,E402  (h-ops23 s23: matrix_exp, group_norm)
from .mint22_ops import *  # noqa: F401,F403,E402  (h-mint s22: conv_transpose2d, soft_margin_loss for mint)
from .functional_helpers import *  # noqa: F401,F403,E402  (api26: ops.functional helpers is_, in_dict, tuple_equal...)
