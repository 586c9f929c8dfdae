"""Functional forms (ops.sum / mean / amax / prod / max / argmax / all / any / logsumexp / std / var, reshape /
transpose / permute / squeeze / unsqueeze / flatten / broadcast_to, matmul / bmm, softmax / log_softmax, one_hot,
gather / gather_elements / gather_nd / tensor_scatter_* / scatter_nd / index_select / masked_fill / where, split /
chunk / stack / cat / tile / unbind / repeat_interleave, sort / topk / argsort, pad, interpolate) with keyword forms,
negative axes, Python tuples / lists as arguments, over float16 / float32 / float64 / int32 / int64 / bool / uint8,
0-d / empty / broadcast shapes; each call inside a Cell (Graph mode under MODE=graph)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


DTS = ["float16", "float32", "float64", "int32", "int64", "bool", "uint8"]
X = np.array([[1.5, 0.0, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0], [2.0, 7.0, 0.0, 1.0]])


def T(a, dt):
    a = np.array(a)
    if dt == "bool":
        return Tensor(a > 0.5)
    if dt == "uint8":
        return Tensor(np.abs(a).astype(np.uint8))
    return Tensor(a.astype(dt))


# --- reductions, keyword forms -----------------------------------------------------------------------------------
def sum_kw(x, ax, kd):
    return ops.sum(x, dim=ax, keepdim=kd)


def sum_dt(x):
    return ops.sum(x, -1, dtype=ms.float32)


def mean_kw(x, ax, kd):
    return ops.mean(x, axis=ax, keep_dims=kd)


def amax_kw(x, ax, kd):
    return ops.amax(x, axis=ax, keepdims=kd)


def amin_kw(x, ax, kd):
    return ops.amin(x, axis=ax, keepdims=kd)


def prod_kw(x, ax, kd):
    return ops.prod(x, axis=ax, keep_dims=kd)


def max_kw(x, ax, kd):
    return ops.max(x, axis=ax, keepdims=kd)


def min_kw(x, ax, kd):
    return ops.min(x, axis=ax, keepdims=kd)


def argmax_kw(x, ax, kd):
    return ops.argmax(x, dim=ax, keepdim=kd)


def argmin_kw(x, ax, kd):
    return ops.argmin(x, axis=ax, keepdims=kd)


def all_kw(x, ax, kd):
    return ops.all(x, axis=ax, keep_dims=kd)


def any_kw(x, ax, kd):
    return ops.any(x, axis=ax, keep_dims=kd)


def lse_kw(x, ax, kd):
    return ops.logsumexp(x, dim=ax, keepdim=kd)


def std_kw(x, ax, kd):
    return ops.std(x, axis=ax, keepdims=kd)


def var_kw(x, ax, kd):
    return ops.var(x, axis=ax, keepdims=kd)


def norm_kw(x, ax, kd):
    return ops.norm(x, dim=ax, keepdim=kd)


def tsum(x, ax, kd):
    return x.sum(axis=ax, keepdims=kd)


def tmean(x, ax, kd):
    return x.mean(axis=ax, keep_dims=kd)


def tmax(x, ax, kd):
    return x.max(axis=ax, keepdims=kd)


REDS = [("sum", sum_kw), ("mean", mean_kw), ("amax", amax_kw), ("amin", amin_kw), ("prod", prod_kw),
        ("max", max_kw), ("min", min_kw), ("argmax", argmax_kw), ("argmin", argmin_kw), ("all", all_kw),
        ("any", any_kw), ("logsumexp", lse_kw), ("std", std_kw), ("var", var_kw), ("norm", norm_kw),
        ("Tsum", tsum), ("Tmean", tmean), ("Tmax", tmax)]
for nm, f in REDS:
    for dt in DTS:
        case(f"{nm}.{dt}.axm1", lambda: Fn(f, -1, False)(T(X, dt)))
    for ax, kd in [(None, False), (0, True), (-2, False), ((0, 1), True), ((-1, 0), False)]:
        case(f"{nm}.ax{ax}.kd{kd}", lambda: Fn(f, ax, kd)(T(X, "float32")))
    case(f"{nm}.0d.axNone", lambda: Fn(f, None, False)(Tensor(np.float32(2.5))))
    case(f"{nm}.0d.ax0", lambda: Fn(f, 0, False)(Tensor(np.float32(2.5))))
    case(f"{nm}.empty.ax1", lambda: Fn(f, 1, True)(Tensor(np.zeros((2, 0), np.float32))))
    case(f"{nm}.ax2.bad", lambda: Fn(f, 2, False)(T(X, "float32")))
case("sum.dtype", lambda: Fn(sum_dt)(T(X, "int32")))
case("sum.dtype.f16", lambda: Fn(sum_dt)(T(X, "float16")))


# --- shape family ------------------------------------------------------------------------------------------------
def reshape_l(x):
    return ops.reshape(x, [2, -1])


def reshape_t(x):
    return ops.reshape(x, (-1,))


def view_a(x):
    return x.view(4, 3)


def transpose_neg(x):
    return ops.transpose(x, (-1, 0))


def permute_a(x):
    return ops.permute(x, (1, 0))


def tperm(x):
    return x.permute(1, 0)


def swap(x):
    return ops.swapaxes(x, 0, -1)


def squeeze_t(x):
    return ops.squeeze(x, (0, -1))


def squeeze_n(x):
    return ops.squeeze(x)


def unsq(x):
    return ops.unsqueeze(x, dim=-1)


def flat(x):
    return ops.flatten(x, start_dim=0, end_dim=-1)


def flat1(x):
    return ops.flatten(x)


def bto(x):
    return ops.broadcast_to(x, (2, -1, 4))


def expand_dims_neg(x):
    return ops.expand_dims(x, -3)


SHP = [("reshape_l", reshape_l), ("reshape_t", reshape_t), ("view", view_a), ("transpose_neg", transpose_neg),
       ("permute", permute_a), ("Tpermute", tperm), ("swapaxes", swap), ("unsqueeze", unsq), ("flatten_kw", flat),
       ("flatten", flat1), ("broadcast_to", bto), ("expand_dims", expand_dims_neg)]
for nm, f in SHP:
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: Fn(f)(T(X, dt)))
    case(f"{nm}.empty", lambda: Fn(f)(Tensor(np.zeros((0, 4), np.float32))))
    case(f"{nm}.0d", lambda: Fn(f)(Tensor(np.float32(1.5))))
for dt in DTS:
    case(f"squeeze_t.{dt}", lambda: Fn(squeeze_t)(T(X.reshape(1, 12, 1), dt)))
    case(f"squeeze_n.{dt}", lambda: Fn(squeeze_n)(T(X.reshape(1, 3, 1, 4), dt)))
case("squeeze_t.bad", lambda: Fn(squeeze_t)(T(X, "float32")))
case("squeeze_n.0d", lambda: Fn(squeeze_n)(Tensor(np.float32(1.5))))
case("squeeze_n.empty", lambda: Fn(squeeze_n)(Tensor(np.zeros((1, 0, 1), np.float32))))
case("reshape.bad", lambda: Fn(reshape_l)(Tensor(np.zeros((5,), np.float32))))
case("broadcast_to.bad", lambda: Fn(bto)(Tensor(np.zeros((3, 2), np.float32))))


# --- matmul ------------------------------------------------------------------------------------------------------
def mm(a, b):
    return ops.matmul(a, b)


def bmm(a, b):
    return ops.bmm(a, b)


def mmop(a, b):
    return a @ b


A = np.arange(6).reshape(2, 3) * 0.5
B = np.arange(12).reshape(3, 4) * 0.25 - 1
for dt in DTS:
    case(f"matmul.{dt}", lambda: Fn(mm)(T(A, dt), T(B, dt)))
    case(f"bmm.{dt}", lambda: Fn(bmm)(T(np.stack([A, A + 1]), dt), T(np.stack([B, B - 1]), dt)))
    case(f"matmul.op.{dt}", lambda: Fn(mmop)(T(A, dt), T(B, dt)))
case("matmul.1d1d", lambda: Fn(mm)(Tensor(np.float32([1, 2, 3])), Tensor(np.float32([4, 5, 6]))))
case("matmul.1d2d", lambda: Fn(mm)(Tensor(np.float32([1, 2, 3])), Tensor(B.astype(np.float32))))
case("matmul.2d1d", lambda: Fn(mm)(Tensor(A.astype(np.float32)), Tensor(np.float32([1, 2, 3]))))
case("matmul.bcast", lambda: Fn(mm)(Tensor(np.stack([A, A]).astype(np.float32)), Tensor(B.astype(np.float32))))
case("matmul.bcast3", lambda: Fn(mm)(Tensor(np.ones((2, 1, 2, 3), np.float32)), Tensor(np.ones((3, 3, 4), np.float32))))
case("matmul.mixed", lambda: Fn(mm)(T(A, "float16"), T(B, "float32")))
case("matmul.mixed_int", lambda: Fn(mm)(T(A, "int32"), T(B, "float32")))
case("matmul.bad", lambda: Fn(mm)(T(A, "float32"), T(A, "float32")))
case("matmul.empty", lambda: Fn(mm)(Tensor(np.zeros((0, 3), np.float32)), T(B, "float32")))
case("bmm.bad2d", lambda: Fn(bmm)(T(A, "float32"), T(B, "float32")))
case("bmm.bcast", lambda: Fn(bmm)(Tensor(np.ones((2, 2, 3), np.float32)), Tensor(np.ones((1, 3, 4), np.float32))))


# --- softmax family ----------------------------------------------------------------------------------------------
def sm(x):
    return ops.softmax(x, axis=-1)


def sm0(x):
    return ops.softmax(x, 0)


def smdt(x):
    return ops.softmax(x, -1, dtype=ms.float32)


def lsm(x):
    return ops.log_softmax(x, axis=-2)


def tsm(x):
    return x.softmax(-1)


for nm, f in [("softmax", sm), ("softmax0", sm0), ("softmax_dtype", smdt), ("log_softmax", lsm), ("Tsoftmax", tsm)]:
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: Fn(f)(T(X, dt)))
    case(f"{nm}.0d", lambda: Fn(f)(Tensor(np.float32(1.5))))
    case(f"{nm}.empty", lambda: Fn(f)(Tensor(np.zeros((0, 4), np.float32))))
    case(f"{nm}.inf", lambda: Fn(f)(Tensor(np.float32([[1, np.inf, 2], [-np.inf, -np.inf, 0]]))))


def sm_tup(x):
    return ops.softmax(x, (-1,))


case("softmax.axtuple", lambda: Fn(sm_tup)(T(X, "float32")))


# --- one_hot -----------------------------------------------------------------------------------------------------
def oh(i, d, on, off):
    return ops.one_hot(i, d, on, off, -1)


def oh0(i, d, on, off):
    return ops.one_hot(i, d, on, off, axis=0)


def oh_py(i):
    return ops.one_hot(i, 3, 1.0, 0.0)


def oh_def(i):
    return ops.one_hot(i, 3)


IDX = np.array([0, 2, -1, 5, 1])
for idt in ["int32", "int64", "uint8", "float32"]:
    case(f"one_hot.idx_{idt}", lambda: Fn(oh)(Tensor(IDX.astype(idt)), 4, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)))
for vdt in ["float16", "float64", "int32", "int64", "bool", "uint8"]:
    case(f"one_hot.val_{vdt}", lambda: Fn(oh)(Tensor(IDX.astype(np.int32)), 4, T(2, vdt), T(0, vdt)))
case("one_hot.axis0", lambda: Fn(oh0)(Tensor(np.array([[0, 1], [2, 3]], np.int32)), 4, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)))
case("one_hot.py_on_off", lambda: Fn(oh_py)(Tensor(IDX.astype(np.int32))))
case("one_hot.default", lambda: Fn(oh_def)(Tensor(IDX.astype(np.int64))))
case("one_hot.0d", lambda: Fn(oh_def)(Tensor(np.int32(2))))
case("one_hot.empty", lambda: Fn(oh_def)(Tensor(np.zeros((0,), np.int32))))
case("one_hot.mixed", lambda: Fn(oh)(Tensor(IDX.astype(np.int32)), 4, Tensor(1.0, ms.float32), Tensor(0.0, ms.float16)))
case("one_hot.depth_neg", lambda: Fn(oh)(Tensor(IDX.astype(np.int32)), -1, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)))


# --- gather / scatter --------------------------------------------------------------------------------------------
def gat(x, i):
    return ops.gather(x, i, axis=-1)


def gat0(x, i):
    return ops.gather(x, i, 0)


def gat_bd(x, i):
    return ops.gather(x, i, 1, batch_dims=1)


def gel(x, i):
    return ops.gather_elements(x, -1, i)


def gnd(x, i):
    return ops.gather_nd(x, i)


def isel(x, i):
    return ops.index_select(x, -1, i)


def tsu(x, i, u):
    return ops.tensor_scatter_update(x, i, u)


def tsa(x, i, u):
    return ops.tensor_scatter_add(x, i, u)


def tsmax(x, i, u):
    return ops.tensor_scatter_max(x, i, u)


def tse(x, i, u):
    return ops.tensor_scatter_elements(x, i, u, axis=1, reduction="add")


def snd(i, u):
    return ops.scatter_nd(i, u, (3, 4))


def mfill(x, m):
    return ops.masked_fill(x, m, 9.0)


def wh(c, x, y):
    return ops.where(c, x, y)


def wh_s(c, x):
    return ops.where(c, x, 0.0)


GI = Tensor(np.array([[0, 3], [1, 1], [2, 0]], np.int32))
for dt in DTS:
    x = T(X, dt)
    case(f"gather.{dt}", lambda: Fn(gat)(x, Tensor(np.array([3, 0, -1], np.int32))))
    case(f"gather0.{dt}", lambda: Fn(gat0)(x, Tensor(np.array([[2], [0]], np.int64))))
    case(f"gather_bd.{dt}", lambda: Fn(gat_bd)(x, GI))
    case(f"gather_elements.{dt}", lambda: Fn(gel)(x, GI))
    case(f"gather_nd.{dt}", lambda: Fn(gnd)(x, Tensor(np.array([[0, 1], [2, -1]], np.int32))))
    case(f"index_select.{dt}", lambda: Fn(isel)(x, Tensor(np.array([3, 0], np.int32))))
    u = T(np.array([10.0, 20.0]), dt)
    case(f"tensor_scatter_update.{dt}", lambda: Fn(tsu)(x, Tensor(np.array([[0, 1], [2, 3]], np.int32)), u))
    case(f"tensor_scatter_add.{dt}", lambda: Fn(tsa)(x, Tensor(np.array([[0, 1], [0, 1]], np.int32)), u))
    case(f"tensor_scatter_max.{dt}", lambda: Fn(tsmax)(x, Tensor(np.array([[0, 1], [2, 3]], np.int32)), u))
    case(f"tensor_scatter_elements.{dt}", lambda: Fn(tse)(x, GI, T(np.ones((3, 2)), dt)))
    case(f"scatter_nd.{dt}", lambda: Fn(snd)(Tensor(np.array([[0, 1], [0, 1]], np.int32)), u))
    case(f"masked_fill.{dt}", lambda: Fn(mfill)(x, Tensor(X > 1.0)))
    case(f"where.{dt}", lambda: Fn(wh)(Tensor(X > 1.0), x, T(np.zeros((1, 4)), dt)))
    case(f"where_scalar.{dt}", lambda: Fn(wh_s)(Tensor(X > 1.0), x))
case("gather.idx_oob", lambda: Fn(gat)(T(X, "float32"), Tensor(np.array([4], np.int32))))
case("gather.idx_float", lambda: Fn(gat)(T(X, "float32"), Tensor(np.array([1.0], np.float32))))
case("gather.empty_idx", lambda: Fn(gat)(T(X, "float32"), Tensor(np.zeros((0,), np.int32))))
case("gather.0d_idx", lambda: Fn(gat)(T(X, "float32"), Tensor(np.int32(2))))
case("gather_elements.bad_rank", lambda: Fn(gel)(T(X, "float32"), Tensor(np.array([0, 1], np.int32))))
case("gather_elements.oob", lambda: Fn(gel)(T(X, "float32"), Tensor(np.array([[5]], np.int32))))
case("gather_nd.oob", lambda: Fn(gnd)(T(X, "float32"), Tensor(np.array([[3, 0]], np.int32))))
case("index_select.int64", lambda: Fn(isel)(T(X, "float32"), Tensor(np.array([3, 0], np.int64))))
case("index_select.2d_idx", lambda: Fn(isel)(T(X, "float32"), Tensor(np.array([[3, 0]], np.int32))))
case("tensor_scatter_update.dup", lambda: Fn(tsu)(T(X, "float32"), Tensor(np.array([[0, 1], [0, 1]], np.int32)),
                                                  Tensor(np.float32([5, 6]))))
case("tensor_scatter_update.mixdt", lambda: Fn(tsu)(T(X, "float32"), Tensor(np.array([[0, 1]], np.int32)),
                                                    Tensor(np.float16([5]))))
case("tensor_scatter_add.oob", lambda: Fn(tsa)(T(X, "float32"), Tensor(np.array([[3, 1]], np.int32)),
                                               Tensor(np.float32([5]))))
case("masked_fill.bcast", lambda: Fn(mfill)(T(X, "float32"), Tensor(np.array([True, False, False, True]))))
case("masked_fill.nonbool", lambda: Fn(mfill)(T(X, "float32"), Tensor(np.array([1, 0, 0, 1], np.int32))))
case("where.mixed", lambda: Fn(wh)(Tensor(X > 1.0), T(X, "int32"), T(X, "float16")))
case("where.bcast3", lambda: Fn(wh)(Tensor(np.array([True, False])), Tensor(np.float32([[1], [2]])), Tensor(np.float32(0))))


# --- split / stack / tile ----------------------------------------------------------------------------------------
def spl(x):
    return ops.split(x, 2, axis=-1)


def spl_l(x):
    return ops.split(x, [1, 3], -1)


def spl_t(x):
    return ops.split(x, (2, 1), 0)


def chk(x):
    return ops.chunk(x, 2, -1)


def chk3(x):
    return ops.chunk(x, 3, 1)


def stk(x):
    return ops.stack((x, x), axis=-1)


def stk_l(x):
    return ops.stack([x, x * 2], 0)


def catf(x):
    return ops.cat((x, x), -2)


def concatf(x):
    return ops.concat([x, x], axis=1)


def tilef(x):
    return ops.tile(x, (2, 1))


def tile3(x):
    return ops.tile(x, (2, 1, 1))


def tile1(x):
    return ops.tile(x, (2,))


def unb(x):
    return ops.unbind(x, -1)


def rpi(x):
    return ops.repeat_interleave(x, 2, 0)


def ttile(x):
    return x.tile((1, 2))


def trep(x):
    return x.repeat(2, axis=1)


SPL = [("split", spl), ("split_list", spl_l), ("split_tuple", spl_t), ("chunk", chk), ("chunk3", chk3),
       ("stack", stk), ("stack_list", stk_l), ("cat", catf), ("concat", concatf), ("tile", tilef), ("tile3", tile3),
       ("tile1", tile1), ("unbind", unb), ("repeat_interleave", rpi), ("Ttile", ttile), ("Trepeat", trep)]
for nm, f in SPL:
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: Fn(f)(T(X, dt)))
    case(f"{nm}.empty", lambda: Fn(f)(Tensor(np.zeros((0, 4), np.float32))))
    case(f"{nm}.0d", lambda: Fn(f)(Tensor(np.float32(1.5))))


def split_bad(x):
    return ops.split(x, [1, 2], -1)


def split_neg(x):
    return ops.split(x, -1, 0)


def stack_mix(x, y):
    return ops.stack((x, y))


def cat_mix(x, y):
    return ops.cat((x, y))


def cat_shape(x, y):
    return ops.cat((x, y), 1)


case("split.badsum", lambda: Fn(split_bad)(T(X, "float32")))
case("split.neg", lambda: Fn(split_neg)(T(X, "float32")))
case("stack.mixed", lambda: Fn(stack_mix)(T(X, "float32"), T(X, "float16")))
case("stack.shape", lambda: Fn(stack_mix)(T(X, "float32"), T(X[:2], "float32")))
case("cat.mixed", lambda: Fn(cat_mix)(T(X, "int32"), T(X, "float32")))
case("cat.shape", lambda: Fn(cat_shape)(T(X, "float32"), T(X[:2], "float32")))
case("cat.emptypiece", lambda: Fn(cat_mix)(T(X, "float32"), Tensor(np.zeros((0, 4), np.float32))))


# --- sort / topk -------------------------------------------------------------------------------------------------
def srt(x):
    return ops.sort(x, axis=-1, descending=True)


def srt0(x):
    return ops.sort(x, 0)


def tk(x):
    return ops.topk(x, 2, dim=-1, largest=True, sorted=True)


def tk_small(x):
    return ops.topk(x, 2, dim=0, largest=False)


def asrt(x):
    return ops.argsort(x, axis=-1, descending=False)


def tsrt(x):
    return x.sort(descending=True)


XT = np.array([[1.5, 0.0, 3.0, 3.0], [3.0, np.nan, 0.5, -1.0], [2.0, 7.0, 0.0, 1.0]])
for nm, f in [("sort", srt), ("sort0", srt0), ("topk", tk), ("topk_small", tk_small), ("argsort", asrt),
              ("Tsort", tsrt)]:
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: Fn(f)(T(X, dt)))
    case(f"{nm}.nan", lambda: Fn(f)(T(XT, "float32")))
    case(f"{nm}.empty", lambda: Fn(f)(Tensor(np.zeros((2, 0), np.float32))))
    case(f"{nm}.0d", lambda: Fn(f)(Tensor(np.float32(1.5))))
    case(f"{nm}.1d", lambda: Fn(f)(Tensor(np.float32([3, 1, 2]))))


def tk_big(x):
    return ops.topk(x, 5)


case("topk.k_too_big", lambda: Fn(tk_big)(T(X, "float32")))


# --- pad / interpolate -------------------------------------------------------------------------------------------
def padc(x):
    return ops.pad(x, (1, 2), value=1.5)


def pad4(x):
    return ops.pad(x, [1, 0, 0, 1])


def pad_neg(x):
    return ops.pad(x, (-1, 1))


def pad_refl(x):
    return ops.pad(x, (1, 1), mode="reflect")


def pad_rep(x):
    return ops.pad(x, (2, 1), mode="replicate")


def pad_circ(x):
    return ops.pad(x, (1, 1), mode="circular")


for nm, f in [("pad_const", padc), ("pad4", pad4), ("pad_neg", pad_neg), ("pad_reflect", pad_refl),
              ("pad_replicate", pad_rep), ("pad_circular", pad_circ)]:
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: Fn(f)(T(X.reshape(1, 3, 4), dt)))
    case(f"{nm}.2d", lambda: Fn(f)(T(X, "float32")))
    case(f"{nm}.empty", lambda: Fn(f)(Tensor(np.zeros((1, 0, 4), np.float32))))


def interp(x):
    return ops.interpolate(x, size=(4, 6), mode="nearest")


def interp_bl(x):
    return ops.interpolate(x, size=(4, 6), mode="bilinear", align_corners=True)


def interp_bl2(x):
    return ops.interpolate(x, scale_factor=(2.0, 2.0), mode="bilinear")


def interp_lin(x):
    return ops.interpolate(x[0], size=5, mode="linear")


def interp_bic(x):
    return ops.interpolate(x, size=(4, 6), mode="bicubic", align_corners=False)


def interp_area(x):
    return ops.interpolate(x, size=(2, 2), mode="area")


XI = np.arange(12).reshape(1, 1, 3, 4) * 0.5
for nm, f in [("interp_nearest", interp), ("interp_bilinear_ac", interp_bl), ("interp_bilinear_sf", interp_bl2),
              ("interp_linear", interp_lin), ("interp_bicubic", interp_bic), ("interp_area", interp_area)]:
    for dt in ["float16", "float32", "float64", "int32", "uint8"]:
        case(f"{nm}.{dt}", lambda: Fn(f)(T(XI, dt)))
