"""Opens the WebGPU device the WGSL tools use (naga_check.py, run_kernel.py): wgpu-native through
the `wgpu` Python package, on the high-performance adapter (lavapipe works).

    opened = wgpu_device.open_device()
    if opened is None:
        return wgpu_device.SKIP
    wgpu, adapter, device = opened

When the `wgpu` package or an adapter is missing, open_device() prints a line saying which
("SKIPPED: ...") and returns None; the tool then exits with SKIP (77, CTest's skip status)."""

SKIP = 77


def open_device():
    """(wgpu module, adapter, device), or None after printing why there is none."""
    try:
        import wgpu
    except ImportError as e:
        print(f"SKIPPED: the `wgpu` Python package is not installed ({e}); pip install wgpu")
        return None
    try:
        adapter = wgpu.gpu.request_adapter_sync(power_preference="high-performance")
        device = adapter.request_device_sync()
    except Exception as e:  # no Vulkan/GL adapter at all
        print(f"SKIPPED: wgpu found no adapter ({e})")
        return None
    return wgpu, adapter, device
