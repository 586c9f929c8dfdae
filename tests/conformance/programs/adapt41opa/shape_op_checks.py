"""ops.t of 3-d and more, ops.pad cropping a dimension away, the index dtypes of ops.gather / index_select, tril /
triu / channel_shuffle dtypes, diagflat's offset (st ops test_func_t / pad / gather / index_select / tril / triu /
channelshuffle / diagflat variants, adapt41opa).  MindSpore 2.10's ops.t returns any rank but 2 as is (msgraph
ValueError); negative paddings that leave a dimension of size <= 0 are PadV3's ValueError (msgraph: an empty result,
or one element past it: pad (-3, -2) of 4 columns gave 1 column).  TypeErrors where msgraph computed: int8 / uint
indices of gather and index_select, tril / triu of complex, channel_shuffle of bool / complex, a float diagflat
offset.  ops.diff with an axis out of range is an IndexError (msgraph differenced the last axis of a 2-d x for
axis=2).  ops.histc counts a NaN in its first bin (msgraph left it out), and inf data
without a min / max is a ValueError (msgraph counted the finite values)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra, **kw):
        super().__init__()
        self.fn = fn
        self.extra = extra
        self.kw = kw

    def construct(self, *a):
        return self.fn(*(a + self.extra), **self.kw)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


M = np.arange(12).reshape(3, 4) - 3.0
emit_error("t_3d", lambda: Fn(ops.t)(T(np.arange(24).reshape(2, 3, 4))))
emit_error("t_4d", lambda: Fn(ops.t)(T(np.arange(6).reshape(1, 2, 3, 1))))
emit_error("t_2d", lambda: Fn(ops.t)(T(M)))
emit_error("pad_crop_to_zero", lambda: Fn(ops.pad, (-2, -2))(T(M)))
emit_error("pad_crop_past_zero", lambda: Fn(ops.pad, (-3, -2))(T(M)))
emit_error("pad_crop_rows", lambda: Fn(ops.pad, (0, 0, -3, 0))(T(M)))
emit_error("pad_crop_to_one", lambda: Fn(ops.pad, (-3, 0))(T(M)))
for dt in ["int8", "uint8", "uint16", "uint32", "uint64", "int16", "int32"]:
    emit_error(f"gather_index_{dt}", lambda: Fn(ops.gather)(T(M), T([2, 0], dt), 1))
    emit_error(f"index_select_index_{dt}", lambda: Fn(ops.index_select)(T(M), 0, T([2, 0], dt)))
for dt in ["complex64", "bool", "int8"]:
    emit_error(f"tril_{dt}", lambda: Fn(ops.tril)(T(np.ones((2, 2)), dt)))
    emit_error(f"triu_{dt}", lambda: Fn(ops.triu, 1)(T(np.ones((2, 2)), dt)))
    emit_error(f"channel_shuffle_{dt}", lambda: Fn(ops.channel_shuffle, 2)(T(np.arange(16).reshape(1, 4, 2, 2), dt)))
emit_error("diagflat_float_offset", lambda: ops.diagflat(T([1.0, 2.0]), 1.0))
emit_error("diagflat_int_offset", lambda: ops.diagflat(T([1.0, 2.0]), 1))
emit_error("diff_axis_out_of_range", lambda: ops.diff(T(M), 1, 2))
emit_error("diff_axis_negative_out_of_range", lambda: ops.diff(T(M), 1, -3))
emit_error("diff_axis_0", lambda: ops.diff(T(M), 1, 0))
emit_error("histc_nan_auto_range", lambda: Fn(ops.histc, bins=4)(T([1.5, np.nan, -2.0, 4.0])))
emit_error("histc_inf_auto_range", lambda: Fn(ops.histc, bins=4)(T([1.5, np.inf, -2.0, 4.0])))
emit_error("histc_nan_given_range", lambda: Fn(ops.histc, bins=4, min=-2.0, max=4.0)(T([1.5, np.nan, -2.0, 4.0])))
