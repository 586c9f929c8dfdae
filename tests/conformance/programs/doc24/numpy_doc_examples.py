"""mindspore.numpy docstring examples that differed (MindSpore 2.10 on CPU is the oracle): dsplit returns split's
result (a tuple for an int section count, as ops.Split), ogrid[...] of several slices is a list, amax/amin take
``initial`` into every element and fill ``where``-masked elements with it (a mask needs initial: ValueError),
interp of a scalar x is a 0-d Tensor."""
import mindspore.numpy as mnp
from _conf import emit, emit_error

a3 = mnp.arange(12).reshape((2, 3, 2)).astype('float32')
d = mnp.dsplit(a3, 2)
emit("dsplit_int_type", type(d).__name__)
emit("dsplit_int", d)
d = mnp.dsplit(a3, [1])
emit("dsplit_list_type", type(d).__name__)
emit("dsplit_list", d)
g = mnp.ogrid[0:5, 0:5]
emit("ogrid_2_type", type(g).__name__)
emit("ogrid_2", g)
emit("ogrid_1", mnp.ogrid[-1:1:5j])

a = mnp.arange(4).reshape((2, 2)).astype('float32')
KW = {"where_axis0": {"where": mnp.array([False, True]), "initial": -1, "axis": 0},
      "where_axis0_big": {"where": mnp.array([False, True]), "initial": 10, "axis": 0},
      "where_all": {"where": mnp.array([[False, True], [True, True]]), "initial": -1},
      "initial_axis1": {"initial": 2.5, "axis": 1},
      "where_keepdims": {"where": mnp.array([True, False]), "initial": 1, "axis": 1, "keepdims": True},
      "where_no_initial": {"where": mnp.array([False, True]), "axis": 0}}
for name, kw in KW.items():
    emit_error(f"amax_{name}", mnp.amax, a, **kw)
    emit_error(f"amin_{name}", mnp.amin, a, **kw)

xp, fp = [1, 2, 3], [3, 2, 0]
emit("interp_list", mnp.interp([0, 1, 1.5, 2.72, 3.14], xp, fp), rtol=1e-5)
emit("interp_scalar_right", mnp.interp(3.14, xp, fp, right=-99.0))
emit("interp_scalar_left", mnp.interp(0.5, xp, fp, left=7.0))
emit("interp_scalar_inside", mnp.interp(1.5, xp, fp))
emit("interp_0d_tensor", mnp.interp(mnp.array(2.5), xp, fp))
emit("interp_list1", mnp.interp([2.5], xp, fp))

a24 = mnp.arange(24).reshape((2, 3, 4)).astype('float32')
for f, args in (("split", ([1], 2)), ("split", (2, 0)), ("array_split", ([1], 1)), ("array_split", (2, 1)),
                ("array_split", (2, 2)), ("hsplit", ([1],)), ("vsplit", ([1],)), ("dsplit", ([1, 3],)), ("hsplit", (3,)),
                ("vsplit", (2,))):
    out = getattr(mnp, f)(a24, *args)
    emit(f"{f}_{args}_type", type(out).__name__)
    emit(f"{f}_{args}", out)

# hamming: MindSpore computes the window in float32 (ends 0.08000001, numpy's float64 gives 0.08)
for m in (0, 1, 2, 5, 12):
    emit(f"hamming_{m}", mnp.hamming(m), rtol=0, atol=0)
emit("hamming_51", mnp.hamming(51), rtol=1e-6)
