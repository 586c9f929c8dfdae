import numpy as np, ctypes
f = np.float32
libm = ctypes.CDLL("libm.so.6"); libm.tanhf.restype = ctypes.c_float; libm.tanhf.argtypes = [ctypes.c_float]
libm.expm1f.restype = ctypes.c_float; libm.expm1f.argtypes = [ctypes.c_float]
def np_tanhf(x):
    x = np.asarray(x, f)
    ax = np.abs(x)
    with np.errstate(all="ignore"):
        t1 = np.expm1(f(2) * ax)
        z1 = f(1) - f(2) / (t1 + f(2))
        t2 = np.expm1(f(-2) * ax)
        z2 = -t2 / (t2 + f(2))
    z = np.where(ax >= f(1), z1, z2)
    z = np.where(ax >= f(22), f(1), z)
    z = np.where(ax < f(2.0 ** -55), x * (f(1) + x), np.where(x < 0, -z, z))
    z = np.where(np.isnan(x), x, z)
    return z.astype(f)
r = np.random.default_rng(0)
z = np.concatenate([r.uniform(-10, 10, 200000), r.uniform(-1, 1, 200000), np.geomspace(1e-30, 30, 20000), -np.geomspace(1e-30, 30, 20000)]).astype(f)
ref = np.array([libm.tanhf(float(v)) for v in z], f)
mine = np_tanhf(z)
print("tanhf vs np-glibc", (ref.view(np.int32) != mine.view(np.int32)).sum(), len(z))
e1 = np.array([libm.expm1f(float(v)) for v in z[:100000]], f)
print("expm1f vs np.expm1 f32", (e1.view(np.int32) != np.expm1(z[:100000]).view(np.int32)).sum())
cr = np.tanh(z.astype(np.float64)).astype(f)
print("tanhf vs correctly rounded", (ref.view(np.int32) != cr.view(np.int32)).sum())
print("tanhf vs np.tanh f32", (ref.view(np.int32) != np.tanh(z).view(np.int32)).sum())
