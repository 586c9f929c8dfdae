"""compiler/functional_overload variants: Tensor methods and mint functions with overloads (clamp, max, min,
transpose, reshape, sum, mean, roll, add, div, log, all), keyword/positional forms, wrong types and counts."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit, mint
from _h import case

x = Tensor(np.array([[1.0, -2.0, 3.0], [-4.0, 5.0, 6.0]], np.float32))
xi = Tensor(np.array([[1, -2, 3], [-4, 5, 6]], np.int32))
xh = Tensor(np.array([[1.0, -2.0, 3.0]], np.float16))
xb = Tensor(np.array([True, False]))


def both(label, f, *args, **kw):
    case(label + "_eager", lambda: f(*args, **kw))
    case(label + "_jit", lambda: jit(f)(*args, **kw))


def f_clamp_min_max(a):
    return a.clamp(-1, 2)




both("clamp_min_max", f_clamp_min_max, x)
def f_clamp_float_int(a):
    return a.clamp(-1.5, 2)




both("clamp_float_int", f_clamp_float_int, xi)
def f_clamp_tensor(a, lo, hi):
    return a.clamp(lo, hi)




both("clamp_tensor", f_clamp_tensor, x, Tensor(np.array([0.0, 0.0, 4.0], np.float32)), Tensor(2.0))
def f_clamp_none_max(a):
    return a.clamp(None, 0)




both("clamp_none_max", f_clamp_none_max, x)
def f_clamp_none_none(a):
    return a.clamp(None, None)




both("clamp_none_none", f_clamp_none_none, x)
def f_clamp_kw(a):
    return a.clamp(min=-1)




both("clamp_kw", f_clamp_kw, x)
def f_clamp_kw_max(a):
    return a.clamp(max=Tensor(0.5))




both("clamp_kw_max", f_clamp_kw_max, x)
def f_clamp_int_tensor_float_bounds(a):
    return a.clamp(Tensor(0.5), Tensor(2.5))




both("clamp_int_tensor_float_bounds", f_clamp_int_tensor_float_bounds, xi)
def f_clamp_f16(a):
    return a.clamp(0, 2)




both("clamp_f16", f_clamp_f16, xh)
def f_clamp_str(a):
    return a.clamp("1")




both("clamp_str", f_clamp_str, x)
def f_clamp_bad_kw(a):
    return a.clamp(mn=1)




both("clamp_bad_kw", f_clamp_bad_kw, x)
def f_clamp_too_many(a):
    return a.clamp(1, 2, 3)




both("clamp_too_many", f_clamp_too_many, x)
def f_clamp_min_gt_max(a):
    return a.clamp(3, 1)




both("clamp_min_gt_max", f_clamp_min_gt_max, x)
def f_mint_clamp(a):
    return mint.clamp(a, -1, 2)




both("mint_clamp", f_mint_clamp, x)
def f_mint_clamp_int(a):
    return mint.clamp(a, -1, 2)




both("mint_clamp_int", f_mint_clamp_int, xi)
def f_mint_clamp_float_on_int(a):
    return mint.clamp(a, -1.5, 2.5)




both("mint_clamp_float_on_int", f_mint_clamp_float_on_int, xi)
def f_mint_clamp_kw(a):
    return mint.clamp(a, max=2)




both("mint_clamp_kw", f_mint_clamp_kw, x)
def f_mint_clamp_none(a):
    return mint.clamp(a)




both("mint_clamp_none", f_mint_clamp_none, x)
def f_mint_clamp_bool(a):
    return mint.clamp(a, 0, 1)




both("mint_clamp_bool", f_mint_clamp_bool, xb)
def f_max_all(a):
    return a.max()




both("max_all", f_max_all, x)
def f_max_axis(a):
    return a.max(1)




both("max_axis", f_max_axis, x)
def f_max_axis_keep(a):
    return a.max(axis=0, keepdims=True)




both("max_axis_keep", f_max_axis_keep, x)
def f_max_dim(a):
    return a.max(dim=1)




both("max_dim", f_max_dim, x)
def f_max_dim_keep(a):
    return a.max(dim=-1, keepdim=True)




both("max_dim_keep", f_max_dim_keep, xi)
def f_max_other(a, b):
    return a.max(b)




both("max_other", f_max_other, x, Tensor(np.float32(0.0)))
def f_max_initial(a):
    return a.max(axis=1, initial=4.0)




both("max_initial", f_max_initial, x)
def f_max_where(a):
    return a.max(axis=1, initial=-10.0, where=Tensor([True, False, True]))




both("max_where", f_max_where, x)
def f_max_bad_kw(a):
    return a.max(dimension=1)




both("max_bad_kw", f_max_bad_kw, x)
def f_min_all_int(a):
    return a.min()




both("min_all_int", f_min_all_int, xi)
def f_min_dim(a):
    return a.min(0)




both("min_dim", f_min_dim, xi)
def f_min_str(a):
    return a.min("a")




both("min_str", f_min_str, x)
def f_transpose_perm(a):
    return a.transpose(1, 0)




both("transpose_perm", f_transpose_perm, x)
def f_transpose_tuple(a):
    return a.transpose((1, 0))




both("transpose_tuple", f_transpose_tuple, x)
def f_transpose_dims(a):
    return a.transpose(0, 1)




both("transpose_dims", f_transpose_dims, x)
def f_transpose_neg(a):
    return a.transpose(-1, 0)




both("transpose_neg", f_transpose_neg, x)
def f_transpose_none(a):
    return a.transpose()




both("transpose_none", f_transpose_none, x)
def f_transpose_bad(a):
    return a.transpose(0, 2)




both("transpose_bad", f_transpose_bad, x)
def f_reshape_args(a):
    return a.reshape(3, 2)




both("reshape_args", f_reshape_args, x)
def f_reshape_tuple(a):
    return a.reshape((3, -1))




both("reshape_tuple", f_reshape_tuple, x)
def f_reshape_list(a):
    return a.reshape([-1])




both("reshape_list", f_reshape_list, x)
def f_reshape_shape_kw(a):
    return a.reshape(shape=(6,))




both("reshape_shape_kw", f_reshape_shape_kw, x)
def f_reshape_bad(a):
    return a.reshape(4, 2)




both("reshape_bad", f_reshape_bad, x)
def f_reshape_float(a):
    return a.reshape(3.0, 2)




both("reshape_float", f_reshape_float, x)
def f_sum_dtype(a):
    return a.sum(dtype=ms.float64)




both("sum_dtype", f_sum_dtype, xi)
def f_sum_axis_tuple(a):
    return a.sum((0, 1), keepdims=True)




both("sum_axis_tuple", f_sum_axis_tuple, xi)
def f_sum_dim(a):
    return a.sum(dim=1, keepdim=True)




both("sum_dim", f_sum_dim, x)
def f_mean_int(a):
    return a.mean()




both("mean_int", f_mean_int, xi)
def f_mean_axis_neg(a):
    return a.mean(-1)




both("mean_axis_neg", f_mean_axis_neg, x)
def f_mean_str(a):
    return a.mean("0")




both("mean_str", f_mean_str, x)
def f_roll_shifts(a):
    return a.roll(1)




both("roll_shifts", f_roll_shifts, x)
def f_roll_dims(a):
    return a.roll(1, 0)




both("roll_dims", f_roll_dims, x)
def f_roll_tuple(a):
    return a.roll((1, -1), (0, 1))




both("roll_tuple", f_roll_tuple, x)
def f_roll_float(a):
    return a.roll(1.0)




both("roll_float", f_roll_float, x)
def f_add_alpha(a, b):
    return a.add(b, alpha=2)




both("add_alpha", f_add_alpha, x, x)
def f_add_scalar(a):
    return a.add(2)




both("add_scalar", f_add_scalar, xi)
def f_add_str(a):
    return a.add("s")




both("add_str", f_add_str, x)
def f_add_list(a):
    return a.add([1, 2, 3])




both("add_list", f_add_list, x)
def f_div_mode(a):
    return a.div(4, rounding_mode="floor")




both("div_mode", f_div_mode, xi)
def f_div_trunc(a):
    return a.div(4, rounding_mode="trunc")




both("div_trunc", f_div_trunc, x)
def f_div_badmode(a):
    return a.div(4, rounding_mode="round")




both("div_badmode", f_div_badmode, x)
def f_div_int_int(a):
    return a.div(4)




both("div_int_int", f_div_int_int, xi)
def f_log_int(a):
    return a.log()




both("log_int", f_log_int, xi)
def f_log_bool(a):
    return a.log()




both("log_bool", f_log_bool, xb)
def f_all_axis(a):
    return a.all(1)




both("all_axis", f_all_axis, x)
def f_all_keep(a):
    return a.all(axis=(0,), keep_dims=True)




both("all_keep", f_all_keep, xi)
def f_all_bad(a):
    return a.all(1.0)




both("all_bad", f_all_bad, x)
def f_any_dim(a):
    return a.any(dim=0)




both("any_dim", f_any_dim, xb)
def f_mint_max_dim(a):
    return mint.max(a, 1)




both("mint_max_dim", f_mint_max_dim, x)
def f_mint_max_dim_kw(a):
    return mint.max(a, dim=0, keepdim=True)




both("mint_max_dim_kw", f_mint_max_dim_kw, xi)
def f_mint_max_other(a, b):
    return mint.max(a, b)




both("mint_max_other", f_mint_max_other, x, Tensor(np.float32(2.0)))
def f_mint_min_all(a):
    return mint.min(a)




both("mint_min_all", f_mint_min_all, xh)
def f_mint_sum_kw(a):
    return mint.sum(a, dim=(0,), keepdim=True, dtype=ms.float32)




both("mint_sum_kw", f_mint_sum_kw, xi)
def f_mint_mean_int(a):
    return mint.mean(a)




both("mint_mean_int", f_mint_mean_int, xi)
def f_mint_transpose(a):
    return mint.transpose(a, 0, 1)




both("mint_transpose", f_mint_transpose, x)
def f_mint_reshape(a):
    return mint.reshape(a, (3, 2))




both("mint_reshape", f_mint_reshape, x)
def f_view_args(a):
    return a.view(3, 2)




both("view_args", f_view_args, x)
def f_view_dtype(a):
    return a.view(ms.int32)




both("view_dtype", f_view_dtype, x)
def f_expand_as(a, b):
    return a.expand_as(b)




both("expand_as", f_expand_as, Tensor(np.array([1.0], np.float32)), x)
def f_flatten_kw(a):
    return a.flatten(start_dim=0)




both("flatten_kw", f_flatten_kw, x)
def f_flatten_order(a):
    return a.flatten(order="F")




both("flatten_order", f_flatten_order, x)
def f_squeeze_tuple(a):
    return a.reshape(1, 2, 1, 3).squeeze((0, 2))




both("squeeze_tuple", f_squeeze_tuple, x)
def f_unsqueeze(a):
    return a.unsqueeze(-1)




both("unsqueeze", f_unsqueeze, x)
def f_tile_list(a):
    return a.tile((2,))




both("tile_list", f_tile_list, x)
def f_repeat_int(a):
    return a.repeat(2)




both("repeat_int", f_repeat_int, xi)
def f_argmax_keep(a):
    return a.argmax(1, True)




both("argmax_keep", f_argmax_keep, x)
def f_topk_kw(a):
    return a.topk(2, dim=0, largest=False)




both("topk_kw", f_topk_kw, x)
def f_sort_desc(a):
    return a.sort(descending=True)




both("sort_desc", f_sort_desc, x)
def f_masked_fill(a):
    return a.masked_fill(a > 0, 0.5)




both("masked_fill", f_masked_fill, xi)
def f_type_as(a, b):
    return a.type_as(b)




both("type_as", f_type_as, x, xi)
def f_to_dtype(a):
    return a.to(ms.int8)




both("to_dtype", f_to_dtype, x)
def f_float_cast(a):
    return a.float()




both("float_cast", f_float_cast, xi)
def f_int_cast(a):
    return a.int()




both("int_cast", f_int_cast, x)
def f_bool_cast(a):
    return a.bool()




both("bool_cast", f_bool_cast, x)
