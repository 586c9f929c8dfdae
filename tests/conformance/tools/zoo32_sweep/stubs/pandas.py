"""zoo32 stub: Wide&Deep's src/datasets.py imports pandas for its H5 branch only (pd.read_hdf); the sweep uses the
mindrecord branch.  Neither venv has pandas."""


def read_hdf(*args, **kwargs):
    raise NotImplementedError("pandas stub (zoo32_sweep): read_hdf")
