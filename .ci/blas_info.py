"""Print the BLAS and threading configuration a test run uses (so a failure on a new machine can be read)."""
import os
import platform

import numpy as np

print(f"python {platform.python_version()} on {platform.machine()} ({os.cpu_count()} CPUs), numpy {np.__version__}")
for var in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE", "OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS",
            "MKL_NUM_THREADS", "NUMBA_NUM_THREADS", "MSGRAPH_CACHE_DIR"):
    print(f"  {var}={os.environ.get(var, '(unset)')}")
try:
    from threadpoolctl import threadpool_info
except ImportError:
    np.show_runtime()
else:
    for pool in threadpool_info():
        print(f"  {pool.get('internal_api')} {pool.get('version')} {pool.get('threading_layer', '')} "
              f"core={pool.get('architecture')} threads={pool.get('num_threads')} ({pool.get('filepath')})")
