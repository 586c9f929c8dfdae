"""ImageFolderDataset with no file to read -- every file filtered out by `extensions`, empty class folders, a
class_indexing naming no folder there (adapted from ut/python/dataset/test_datasets_imagefolder.py): its size
is 0 and its class indexing reads, but iterating it or asking output_shapes / output_types is MindSpore's
RuntimeError "ImageFolderDataset API can't read the data file"."""
import os
import tempfile

import numpy as np

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)

ROOT = tempfile.mkdtemp()
for c in ("cat", "dog"):
    os.makedirs(os.path.join(ROOT, "folder", c))
    for k in range(2):
        with open(os.path.join(ROOT, "folder", c, f"{k}.png"), "wb") as f:
            f.write(bytes([k + 1] * 5))
os.makedirs(os.path.join(ROOT, "empty", "a"))
F, E = os.path.join(ROOT, "folder"), os.path.join(ROOT, "empty")


def rows(d):
    return [[r[0].tolist(), r[1]] for r in d.create_tuple_iterator(output_numpy=True)]


emit("png_files", rows(ds.ImageFolderDataset(F, extensions=[".png"], shuffle=False)))
emit("jpg_filter_size", ds.ImageFolderDataset(F, extensions=[".jpg"]).get_dataset_size())
emit("jpg_filter_batch_size", ds.ImageFolderDataset(F, extensions=[".jpg"]).batch(2).get_dataset_size())
emit("jpg_filter_class_indexing", ds.ImageFolderDataset(F, extensions=[".jpg"]).get_class_indexing())
emit("jpg_filter_num_classes", ds.ImageFolderDataset(F, extensions=[".jpg"]).num_classes())
emit_error("jpg_filter_iterate", lambda: rows(ds.ImageFolderDataset(F, extensions=[".jpg"])))
emit_error("jpg_filter_output_shapes", lambda: ds.ImageFolderDataset(F, extensions=[".jpg"]).output_shapes())
emit_error("jpg_filter_output_types", lambda: ds.ImageFolderDataset(F, extensions=[".jpg"]).output_types())
emit_error("jpg_filter_map_batch", lambda: rows(ds.ImageFolderDataset(F, extensions=[".jpg"])
                                                .map(lambda x: x, "image").batch(2)))
emit("empty_class_folder_size", ds.ImageFolderDataset(E).get_dataset_size())
emit_error("empty_class_folder_iterate", lambda: rows(ds.ImageFolderDataset(E)))
emit_error("class_indexing_no_folder_iterate", lambda: rows(ds.ImageFolderDataset(F, class_indexing={"zebra": 0})))
emit("class_indexing_both", rows(ds.ImageFolderDataset(F, class_indexing={"cat": 5, "dog": 5}, shuffle=False)))
