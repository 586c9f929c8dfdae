import numpy as np, ctypes
libm = ctypes.CDLL("libm.so.6"); libm.expf.restype = ctypes.c_float; libm.expf.argtypes = [ctypes.c_float]
N = 32
T = np.array([np.float64(2.0) ** (i / N) for i in range(N)])  # candidates
Tbits = T.view(np.uint64) - (np.arange(N, dtype=np.uint64) << np.uint64(52 - 5))
C0 = float.fromhex("0x1.c6af84b912394p-5") / N / N / N
C1 = float.fromhex("0x1.ebfce50fac4f3p-3") / N / N
C2 = float.fromhex("0x1.62e42ff0c52d6p-1") / N
INVLN2N = float.fromhex("0x1.71547652b82fep+0") * N
SHIFT = float.fromhex("0x1.8p+52")
def expf(x):
    xd = x.astype(np.float64)
    z = INVLN2N * xd
    kd = z + SHIFT
    ki = kd.view(np.uint64)
    kd = kd - SHIFT
    r = z - kd
    t = Tbits[(ki % np.uint64(N)).astype(np.int64)] + (ki << np.uint64(52 - 5))
    s = t.view(np.float64)
    zz = C0 * r + C1
    r2 = r * r
    y = C2 * r + 1
    y = zz * r2 + y
    y = y * s
    return y.astype(np.float32)
r = np.random.default_rng(0)
x = np.concatenate([r.uniform(-80, 88, 300000), r.uniform(-1, 1, 100000), r.uniform(15, 30, 100000)]).astype(np.float32)
ref = np.array([libm.expf(float(v)) for v in x], np.float32)
with np.errstate(all="ignore"):
    mine = expf(x)
print("diff", (ref.view(np.int32) != mine.view(np.int32)).sum(), len(x))
cr = np.exp(x.astype(np.float64)).astype(np.float32)
print("cr diff", (ref.view(np.int32) != cr.view(np.int32)).sum())
