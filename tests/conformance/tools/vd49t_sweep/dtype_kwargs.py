import numpy as np
import mindspore as ms
BASE = np.array([[-2.5, -1.0, 0.0], [0.3, 1.7, 3.0]])
DT = [ms.float16, ms.float32, ms.float64, ms.int8, ms.int32, ms.int64, ms.uint8, ms.bool_]
OUT = [ms.float16, ms.float32, ms.float64, ms.int32, ms.int64, ms.bool_]
calls = ["sum(dtype=D)", "sum(1, dtype=D)", "sum(dim=1, keepdim=True, dtype=D)", "mean(dtype=D)", "mean(1, dtype=D)", "prod(dtype=D)", "prod(1, dtype=D)",
         "cumsum(0, dtype=D)", "cumsum(dim=1, dtype=D)", "nansum(dtype=D)", "nansum(1, dtype=D)", "count_nonzero(dtype=D)", "to(D)", "type(D)", "astype(D)",
         "new_zeros((2,), dtype=D)", "new_ones((2,), dtype=D)", "new_full((2,), 1.5, dtype=D)", "new_tensor([1.5, 2])" , "new_empty((2,), dtype=D)",
         "cumprod(0, dtype=D)", "softmax(0, dtype=D)", "log_softmax(0, dtype=D)", "norm(dtype=D)"]
for c in calls:
    for dt in DT:
        for od in (OUT if "D" in c else [None]):
            x = ms.Tensor(BASE.astype(ms.dtype_to_nptype(dt)) if dt != ms.bool_ else BASE > 0)
            try:
                r = eval("x." + c, {"x": x, "D": od, "ms": ms})
                a = r.asnumpy()
                s = f"{r.dtype}{a.shape} {np.array2string(a.ravel()[:6].astype(np.float64), precision=10, max_line_width=10**6)}"
            except Exception as e:
                s = "ERR " + type(e).__name__
            print(f"{c} {dt} {od}: {s}", flush=True)
