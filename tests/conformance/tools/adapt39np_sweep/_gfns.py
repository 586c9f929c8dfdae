"""adapt39np sweep, group grad: one function of a per mindspore.numpy call (defs: graph mode parses their source)."""
import numpy as onp
import mindspore as ms
import mindspore.numpy as mnp


def f_where(a):
    return mnp.where(a > 0, a * a, 3 * a)


def f_clip(a):
    return mnp.clip(a, -0.5, 1.0)


def f_take(a):
    return mnp.take(a, ms.Tensor(onp.array([0, 4, 4, -1]), ms.int32))


def f_take_clip(a):
    return mnp.take(a, ms.Tensor(onp.array([-1, 9]), ms.int32), 1)


def f_take_along_axis(a):
    return mnp.take_along_axis(a, ms.Tensor(onp.array([[2, 2, 0], [1, 0, 1]]), ms.int32), 1)


def f_repeat(a):
    return mnp.repeat(a, 2, 1) * mnp.arange(12).reshape(2, 6)


def f_repeat_list(a):
    return mnp.repeat(a, [1, 0, 2], 1) * 2


def f_tile(a):
    return mnp.tile(a, (2, 1)) * mnp.arange(12).reshape(4, 3)


def f_roll(a):
    return mnp.roll(a, 1, 1) * mnp.arange(6).reshape(2, 3)


def f_flip(a):
    return mnp.flip(a) * mnp.arange(6).reshape(2, 3)


def f_rot90(a):
    return mnp.rot90(a) * mnp.arange(6).reshape(3, 2)


def f_pad_constant(a):
    return mnp.pad(a, 1) * 2


def f_pad_edge(a):
    return mnp.pad(a, 1, "edge") * mnp.arange(20).reshape(4, 5)


def f_pad_reflect(a):
    return mnp.pad(a, 1, "reflect") * mnp.arange(20).reshape(4, 5)


def f_pad_wrap(a):
    return mnp.pad(a, 1, "wrap") * mnp.arange(20).reshape(4, 5)


def f_pad_mean(a):
    return mnp.pad(a, 1, "mean") * mnp.arange(20).reshape(4, 5)


def f_pad_maximum(a):
    return mnp.pad(a, 1, "maximum")


def f_concatenate(a):
    return mnp.concatenate((a, a * a), 1) * mnp.arange(12).reshape(2, 6)


def f_stack(a):
    return mnp.stack((a, a * 3), -1) * mnp.arange(12).reshape(2, 3, 2)


def f_split(a):
    return mnp.split(a, 3, 1)[1] * 5


def f_array_split(a):
    return mnp.array_split(a, 2, 1)[0] * 5


def f_diff(a):
    return mnp.diff(a * a, 1, 1)


def f_ediff1d(a):
    return mnp.ediff1d(a * a)


def f_cumsum(a):
    return mnp.cumsum(a * a, 1)


def f_cumprod(a):
    return mnp.cumprod(a, 1)


def f_trace(a):
    return mnp.trace(a, 1)


def f_diagonal(a):
    return mnp.diagonal(a, -1)


def f_diag(a):
    return mnp.diag(a, 1)


def f_tril(a):
    return mnp.tril(a, 0) * mnp.arange(6).reshape(2, 3)


def f_triu(a):
    return mnp.triu(a, 1) * mnp.arange(6).reshape(2, 3)


def f_std(a):
    return mnp.std(a, 1)


def f_var(a):
    return mnp.var(a, 0, 1)


def f_average(a):
    return mnp.average(a, 1, ms.Tensor(onp.array([1.0, 2.0, 3.0]), ms.float32))


def f_norm(a):
    return mnp.norm(a)


def f_norm_1(a):
    return mnp.norm(a, 1, 1)


def f_norm_inf(a):
    return mnp.norm(a, onp.inf, 1)


def f_amax(a):
    return mnp.amax(a, 1)


def f_ptp(a):
    return mnp.ptp(a, 1)


def f_nanmean(a):
    return mnp.nanmean(a, 1)


def f_nansum(a):
    return mnp.nansum(a * a)


def f_logaddexp(a):
    return mnp.logaddexp(a, 0.5)


def f_hypot(a):
    return mnp.hypot(a, 2.0)


def f_cbrt(a):
    return mnp.cbrt(a)


def f_arctan2(a):
    return mnp.arctan2(a, mnp.ones((2, 3)))


def f_float_power(a):
    return mnp.float_power(mnp.abs(a), mnp.full((2, 3), 2.0))


def f_heaviside(a):
    return mnp.heaviside(a, 0.5) * a


def f_copysign(a):
    return mnp.copysign(a, -1.0)


def f_fmod(a):
    return mnp.fmod(a * 3, 1.25)


def f_remainder(a):
    return mnp.remainder(a * 3, 1.25)


def f_matmul(a):
    return mnp.matmul(a, ms.Tensor(onp.array([[1.0, 2.0], [0.5, -1.0], [3.0, 0.25]]), ms.float32))


def f_dot(a):
    return mnp.dot(a, ms.Tensor(onp.array([1.0, 2.0, -1.0]), ms.float32))


def f_inner(a):
    return mnp.inner(a, a)


def f_outer(a):
    return mnp.outer(a, ms.Tensor(onp.array([1.0, 2.0]), ms.float32))


def f_tensordot(a):
    return mnp.tensordot(a, ms.Tensor(onp.array([[1.0, 2.0], [0.5, -1.0], [3.0, 0.25]]), ms.float32), 1)


def f_kron(a):
    return mnp.kron(a, ms.Tensor(onp.array([1.0, -2.0]), ms.float32))


def f_cross(a):
    return mnp.cross(a, ms.Tensor(onp.array([1.0, -2.0, 0.5]), ms.float32))


def f_polyval(a):
    return mnp.polyval(ms.Tensor(onp.array([1.0, -2.0, 0.5]), ms.float32), a)


def f_interp(a):
    return mnp.interp(a, ms.Tensor(onp.array([-1.0, 0.0, 1.0, 2.0]), ms.float32), ms.Tensor(onp.array([1.0, 3.0, 2.0, 0.0]), ms.float32))


def f_trapz(a):
    return mnp.trapz(a * a, dx=0.5)


def f_gradient(a):
    return mnp.gradient(a * a, axis=1)


def f_select(a):
    return mnp.select([a < 0, a > 1], [a * 2, a * a], 0.5)


def f_choose(a):
    return mnp.choose(ms.Tensor(onp.array([[0, 1, 0], [1, 0, 1]]), ms.int32), [a, a * a])


def f_moveaxis(a):
    return mnp.moveaxis(a, 0, 1) * mnp.arange(6).reshape(3, 2)


def f_broadcast_to(a):
    return mnp.broadcast_to(a, (2, 2, 3)) * mnp.arange(12).reshape(2, 2, 3)


def f_expand_dims(a):
    return mnp.expand_dims(a, (0, 2)) * 2


def f_atleast_3d(a):
    return mnp.atleast_3d(a) * 2


def f_apply_along_axis(a):
    return mnp.apply_along_axis(mnp.sum, 1, a * a)


def f_piecewise(a):
    return mnp.piecewise(a, [a < 0, a > 1], [lambda z: z * 2, lambda z: z * z])


def f_sqrt_abs(a):
    return mnp.sqrt(mnp.abs(a))


def f_exp2(a):
    return mnp.exp2(a)


def f_log_abs(a):
    return mnp.log1p(mnp.abs(a))


def f_sinc(a):
    return mnp.sinc(a) if hasattr(mnp, "sinc") else a


def f_rad2deg(a):
    return mnp.rad2deg(a)


def f_square(a):
    return mnp.square(a)


def f_reciprocal(a):
    return mnp.reciprocal(a)


def f_multi_dot(a):
    return mnp.multi_dot([a, ms.Tensor(onp.array([[1.0, 2.0], [0.5, -1.0], [3.0, 0.25]]), ms.float32), ms.Tensor(onp.array([1.0, 2.0]), ms.float32)])


def f_matrix_power(a):
    return mnp.matrix_power(mnp.dot(a, ms.Tensor(onp.array([[1.0, 2.0], [0.5, -1.0], [3.0, 0.25]]), ms.float32)), 3)


def f_where_sc(a):
    return mnp.where(a > 0, a, 7)


def f_isclose_mask(a):
    return mnp.where(mnp.isclose(a, 0.25), 0.0, a * 2)


def f_unwrap(a):
    return mnp.unwrap(a * 3)


def f_vander(a):
    return mnp.vander(a[0], 3)


def f_linspace_T(a):
    return mnp.linspace(a[0], a[1], 3) * mnp.arange(9).reshape(3, 3)


G1 = {"where": f_where, "clip": f_clip, "take": f_take, "take_clip": f_take_clip, "take_along_axis": f_take_along_axis, "repeat": f_repeat, "repeat_list": f_repeat_list, "tile": f_tile, "roll": f_roll, "flip": f_flip, "rot90": f_rot90, "pad_constant": f_pad_constant, "pad_edge": f_pad_edge, "pad_reflect": f_pad_reflect, "pad_wrap": f_pad_wrap, "pad_mean": f_pad_mean, "pad_maximum": f_pad_maximum, "concatenate": f_concatenate, "stack": f_stack, "split": f_split, "array_split": f_array_split, "diff": f_diff, "ediff1d": f_ediff1d, "cumsum": f_cumsum, "cumprod": f_cumprod, "trace": f_trace, "diagonal": f_diagonal, "diag": f_diag, "tril": f_tril, "triu": f_triu, "std": f_std, "var": f_var, "average": f_average, "norm": f_norm, "norm_1": f_norm_1, "norm_inf": f_norm_inf, "amax": f_amax, "ptp": f_ptp, "nanmean": f_nanmean, "nansum": f_nansum, "logaddexp": f_logaddexp, "hypot": f_hypot, "cbrt": f_cbrt, "arctan2": f_arctan2, "float_power": f_float_power, "heaviside": f_heaviside, "copysign": f_copysign, "fmod": f_fmod, "remainder": f_remainder, "matmul": f_matmul, "dot": f_dot, "inner": f_inner, "outer": f_outer, "tensordot": f_tensordot, "kron": f_kron, "cross": f_cross, "polyval": f_polyval, "interp": f_interp, "trapz": f_trapz, "gradient": f_gradient, "select": f_select, "choose": f_choose, "moveaxis": f_moveaxis, "broadcast_to": f_broadcast_to, "expand_dims": f_expand_dims, "atleast_3d": f_atleast_3d, "apply_along_axis": f_apply_along_axis, "piecewise": f_piecewise, "sqrt_abs": f_sqrt_abs, "exp2": f_exp2, "log_abs": f_log_abs, "sinc": f_sinc, "rad2deg": f_rad2deg, "square": f_square, "reciprocal": f_reciprocal, "multi_dot": f_multi_dot, "matrix_power": f_matrix_power, "where_sc": f_where_sc, "isclose_mask": f_isclose_mask, "unwrap": f_unwrap, "vander": f_vander, "linspace_T": f_linspace_T}


def g2_dot(a, b):
    return mnp.dot(a, b).sum()


def g2_matmul(a, b):
    return mnp.matmul(a, b).sum()


def g2_where(a, b):
    return mnp.where(a > b, a, b).sum()


def g2_maximum(a, b):
    return mnp.maximum(a, b).sum()


def g2_fmax(a, b):
    return mnp.fmax(a, b).sum()


def g2_hypot(a, b):
    return mnp.hypot(a, b).sum()


def g2_arctan2(a, b):
    return mnp.arctan2(a, b).sum()


def g2_power(a, b):
    return mnp.power(mnp.abs(a) + 0.5, b).sum()


def g2_logaddexp2(a, b):
    return mnp.logaddexp2(a, b).sum()


def g2_cross(a, b):
    return mnp.cross(a, b).sum()


def g2_kron(a, b):
    return mnp.kron(a, b).sum()


def g2_outer(a, b):
    return (mnp.outer(a, b) * mnp.arange(6).reshape(3, 2)).sum()


def g2_tensordot(a, b):
    return mnp.tensordot(a, b, ((0, 1), (1, 0))).sum()


def g2_inner(a, b):
    return mnp.inner(a, b).sum()


def g2_concat(a, b):
    return (mnp.concatenate((a, b), 0) * mnp.arange(12).reshape(4, 3)).sum()


def g2_stack(a, b):
    return (mnp.stack((a, b)) * mnp.arange(12).reshape(2, 2, 3)).sum()


def g2_polyval(p, xx):
    return mnp.polyval(p, xx).sum()


def g2_average(a, w):
    return mnp.average(a, 1, w).sum()


def g2_cov(a):
    return mnp.cov(a).sum()


def g2_corrcoef(a):
    return mnp.corrcoef(a).sum()


def g2_convolve(a, b):
    return (mnp.convolve(a, b) * mnp.arange(4)).sum()


def g2_correlate(a, b):
    return (mnp.correlate(a, b, "full") * mnp.arange(4)).sum()


def g2_take(a, i):
    return mnp.take(a, i).sum()


def g2_histogram(a):
    return mnp.histogram_bin_edges(a, 3).sum()


G2 = {"g2_dot": g2_dot, "g2_matmul": g2_matmul, "g2_where": g2_where, "g2_maximum": g2_maximum, "g2_fmax": g2_fmax, "g2_hypot": g2_hypot, "g2_arctan2": g2_arctan2, "g2_power": g2_power, "g2_logaddexp2": g2_logaddexp2, "g2_cross": g2_cross, "g2_kron": g2_kron, "g2_outer": g2_outer, "g2_tensordot": g2_tensordot, "g2_inner": g2_inner, "g2_concat": g2_concat, "g2_stack": g2_stack, "g2_polyval": g2_polyval, "g2_average": g2_average, "g2_cov": g2_cov, "g2_corrcoef": g2_corrcoef, "g2_convolve": g2_convolve, "g2_correlate": g2_correlate, "g2_take": g2_take, "g2_histogram": g2_histogram}
