"""The fft family's errors: classes and messages as MindSpore 2.10 raises them (n/s < 1, dim out of range, bad
norm, argument types, unsupported dtypes, rank 0, empty input, s and dim of different lengths, repeated dims)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

MODES = ("pynative",)

x = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
emit_error("n_zero", lambda: ops.fft(x, 0))
emit_error("n_negative", lambda: ops.rfft(x, -1))
emit_error("dim_out_of_range", lambda: ops.fft(x, None, 2))
emit_error("dim_out_of_range_neg", lambda: ops.ihfft(x, None, -3))
emit_error("norm_bad", lambda: ops.fft(x, None, -1, "abc"))
emit_error("norm_int", lambda: ops.fft(x, None, -1, 1))
emit_error("n_float", lambda: ops.fft(x, 2.0))
emit_error("n_bool", lambda: ops.fft(x, True))
emit_error("dim_tuple_1d", lambda: ops.fft(x, None, (0,)))
emit_error("input_list", lambda: ops.fft([1.0, 2.0]))
emit_error("rank0", lambda: ops.fft(Tensor(np.float32(1.0))))
emit_error("int8", lambda: ops.fft(Tensor(np.arange(4).astype(np.int8))))
emit_error("bool", lambda: ops.rfft(Tensor(np.array([True, False]))))
emit_error("empty", lambda: ops.fft(Tensor(np.zeros((0, 4), np.float32))))
emit_error("s_dim_len", lambda: ops.fft2(x, (2,), (0, 1)))
emit_error("s_too_long_fft2", lambda: ops.fft2(x, (2, 3, 4)))
emit_error("dims_repeated", lambda: ops.fft2(x, None, (0, 0)))
emit_error("dim2_out_of_range", lambda: ops.fft2(x, None, (0, 2)))
emit_error("fft2_1d", lambda: ops.fft2(Tensor(np.arange(4).astype(np.float32))))
emit_error("s_zero", lambda: ops.rfftn(x, (0, 2)))
emit_error("fftn_dim_int", lambda: ops.fftn(x, None, 1))
emit_error("fftn_s_int", lambda: ops.fftn(x, 2))
emit_error("fft2_dim_none", lambda: ops.fft2(x, (2, 2), None))
emit_error("fftshift_dim_out_of_range", lambda: ops.fftshift(x, 2))
emit_error("ifftshift_dim_tuple_oob", lambda: ops.ifftshift(x, (0, -3)))
emit_error("fftshift_dim_float", lambda: ops.fftshift(x, 1.0))
emit_error("fftfreq_n0", lambda: ops.fftfreq(0))
emit_error("fftfreq_n_float", lambda: ops.fftfreq(4.0))
emit_error("rfftfreq_d_int", lambda: ops.rfftfreq(4, 2))
